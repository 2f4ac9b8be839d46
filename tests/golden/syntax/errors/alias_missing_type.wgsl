alias Color = ;
