// A stand-in for the CTS's tools/run_node, for testing tools/cts/cts.py without the CTS (which is
// not in the project and not in CI). It serves the case names listed in cases.txt beside the fake
// checkout's tools/ folder, with the query forms the runner uses (directory `s:a,b,*`, file
// `s:a,b:*`, test `s:f:t:*`, parameter subset `s:f:t:k=v;*`, one case), and prints results in
// run_node's --verbose format. A case's `mode` parameter says what happens when it runs: "fail"
// and "skip" report so, "crash" aborts the process, "hang" stops printing forever, "loud" passes with a
// 1.6 MB log; anything else
// passes; `--expectations FILE` skips the cases its 'skip' queries match. Each process appends its query and provider flags to invocations.log.
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
let list = false;
let provider = null;
let expectations = [];
const flags = [];
const queries = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--list') list = true;
  else if (args[i] === '--gpu-provider') provider = args[++i];
  else if (args[i] === '--gpu-provider-flag') flags.push(args[++i]);
  else if (args[i] === '--expectations') expectations = require(path.resolve(args[++i])).expectations;
  else if (!args[i].startsWith('--')) queries.push(args[i]);
}
if (queries.length !== 1) {
  console.log('currently, there must be exactly one query on the cmd line');
  process.exit(1);
}
const query = queries[0];

function parts(name) {
  const [suite, file, test] = name.split(':', 3);
  const rest = name.split(':').slice(3).join(':');
  return { suite, file, test, params: rest.split(';').filter(Boolean) };
}

function matches(q, name) {
  if (!q.endsWith('*')) return q === name;
  const prefix = q.slice(0, -1);
  const n = parts(name);
  if (prefix.endsWith(';')) {
    const want = parts(prefix);
    return n.suite === want.suite && n.file === want.file && n.test === want.test &&
        want.params.every((p) => n.params.includes(p));
  }
  if (prefix.endsWith(',')) {
    const dir = prefix.slice(0, -1).split(':')[1];
    return name.startsWith(prefix.split(':')[0] + ':') &&
        (n.file === dir || n.file.startsWith(dir + ','));
  }
  return name.startsWith(prefix);
}

const all = fs.readFileSync(path.join(root, 'cases.txt'), 'utf8').split('\n').filter(Boolean);
const selected = all.filter((name) => matches(query, name));
if (list) {
  for (const name of selected) console.log(name);
  process.exit(0);
}
fs.appendFileSync(path.join(root, 'invocations.log'), `${query}\t${flags.join(' ')}\n`);
if (!provider) {
  console.log('no --gpu-provider');
  process.exit(1);
}
const gpu = require(provider).create(flags);
if (!gpu) process.exit(1);

async function run() {
  let failed = 0;
  for (const name of selected) {
    if (expectations.some((e) => e.expectation === 'skip' && matches(e.query, name))) {
      console.log(`[skip] ${name} (0.1ms). Log:`);
      console.log('  - SKIP: Skipped by expectations');
      continue;
    }
    const mode = (parts(name).params.find((p) => p.startsWith('mode=')) || '').slice(5);
    if (mode === '"crash"') process.abort();
    if (mode === '"hang"') await new Promise(() => setInterval(() => {}, 1000));
    if (mode === '"fail"') {
      failed++;
      console.log(`[fail] ${name} (1.5ms). Log:`);
      console.log(`  - EXPECTATION FAILED: fake mismatch ${name.length}`);
      console.log('    at somewhere (fake.ts:1:1)');
    } else if (mode === '"loud"') {
      // A passing case with a long log: more than a pipe holds, still queued when the process
      // exits right after (run_node ends with process.exit(), as this file does).
      console.log(`[pass] ${name} (0.3ms). Log:`);
      for (let i = 0; i < 4000; i++) console.log(`  - INFO: line ${i} ${'x'.repeat(400)}`);
    } else if (mode === '"skip"') {
      console.log(`[skip] ${name} (0.5ms). Log:`);
      console.log('  - SKIP: fake feature missing');
    } else {
      console.log(`[pass] ${name} (0.3ms). Log:`);
    }
  }
  process.exit(failed ? 1 : 0);
}
run();
