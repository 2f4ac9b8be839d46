enable subgroups;
override o = subgroupAdd(0);
