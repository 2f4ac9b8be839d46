#!/usr/bin/env python3
"""The project's runner for the WebGPU conformance test suite (CTS) on a Node WebGPU provider.

The CTS is not part of the project: it is a checkout named by CTS_DIR (docs/conformance.md says how
to get one). Its own command-line runner, `node tools/run_node --gpu-provider P QUERY`, runs one
query per process, so this script lists the cases of the queries, splits them into chunks that are
each one CTS query (a directory, file, test or parameter prefix of the case tree), runs the chunks
in JOBS parallel processes, and gathers per-case results. A provider that crashes or hangs costs
only the case it was running (run_node runs a query's cases in listing order, so that is the first
case the process did not report): the case runs again alone, and is recorded as `crash` if it
crashes alone too (a hang is recorded as `timeout` at once); the chunk runs again with a CTS
expectations file (`run_node --expectations`) that skips the cases already done and the culprit,
so the rest of the chunk still runs, in one process.

Subcommands:
  run [QUERY...]        run the queries (default webgpu:shader,validation,*); writes OUT_DIR
  compute-cases         list the cases of webgpu:shader,execution,* that use only buffers and
                        compute (no textures, samplers or render pipelines), for a compute-only
                        provider; optionally a deterministic sample of whole spec files
  table STATUS          a run's status.tsv.gz as a Markdown table per group, beside a baseline's
                        (the tables of docs/conformance.md)
Run `cts.py run --help` for the settings; each also reads an environment variable.
"""
import argparse
import collections
import datetime
import gzip
import hashlib
import json
import heapq
import os
import platform
import re
import signal
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_PROVIDER = os.path.join(ROOT, 'bindings', 'node', 'index.js')
# Short names for providers that live beside this script.
PROVIDER_ALIASES = {'dawn': os.path.join(HERE, 'dawn-provider.cjs'),
                    'dawn-provider': os.path.join(HERE, 'dawn-provider.cjs')}
STATUSES = ('pass', 'fail', 'skip', 'warn', 'crash', 'timeout', 'notrun')
# One result line of `run_node --verbose`: "[status] CASE (12.3ms). Log:".
RESULT_LINE = re.compile(r'^\[(pass|fail|skip|warn)\] (.*) \(([0-9.eE+-]+)ms\)\. Log:$')
# Markers in a case's log that name why it failed or was skipped.
REASON_WORDS = re.compile(r'EXPECTATION FAILED|VALIDATION FAILED|EXCEPTION|SKIP|WARN|TIMEOUT|'
                          r'OOM|Error:')
MAX_LOG_LINES = 60  # per non-passing case: enough for the message and the top of a stack


# ---------------------------------------------------------------------------------------------
# Case names and the case tree

def split_case(name):
    """'suite:file,path:test,path:k=v;k=v' -> (suite, [file parts], test, [k=v params]).

    Parameter values cannot contain ';' or '=' unescaped (the CTS percent-encodes them), but they
    may contain ':', so only the first three ':' separate parts."""
    suite, file_path, test, params = name.split(':', 3)
    return suite, file_path.split(','), test, [p for p in params.split(';') if p]


class Node:
    """A node of the case tree: a directory, a file, a test, a parameter prefix, or one case.

    `query` is the CTS query that selects exactly the cases below the node."""
    __slots__ = ('query', 'children', 'cases', 'selected')

    def __init__(self, query):
        self.query = query
        self.children = collections.OrderedDict()
        self.cases = []  # every listed case below this node, in listing order
        self.selected = 0  # how many of them are to be run

    def child(self, key, query):
        node = self.children.get(key)
        if node is None:
            node = self.children[key] = Node(query)
        return node


def case_path(name):
    """The tree keys and queries from the root down to the case `name`, one pair per level.

    A path prefix `a,b` selects the file a,b (if any) and everything under the directory a,b:
    `suite:a,b,*`. The file itself is `suite:a,b:*`, a test `suite:a,b:t:*`, a parameter prefix
    `suite:a,b:t:k=v;*`, and the case its own name."""
    suite, parts, test, params = split_case(name)
    levels = []
    for i in range(1, len(parts) + 1):
        levels.append((('dir', i), f'{suite}:{",".join(parts[:i])},*'))
    file_query = f'{suite}:{",".join(parts)}'
    levels.append((('file',), f'{file_query}:*'))
    levels.append((('test', test), f'{file_query}:{test}:*'))
    for i in range(1, len(params)):
        levels.append((('params', i, params[i - 1]), f'{file_query}:{test}:{";".join(params[:i])};*'))
    levels.append((('case',), name))
    return levels


def build_tree(listings, selected):
    """The case tree of the queries' listings ([(query, names)]) and each case's leaf node.

    Each query is a node of its own under the root, and a case's path below it keeps only the
    levels finer than the query: a chunk never selects cases outside the queries (the tree holds
    only listed cases, so `suite:a,*` would look complete while the CTS has more under it). A
    query that is none of the levels (parameters not in listing order) has its cases as
    children directly."""
    root, leaves = Node(None), {}
    for query, names in listings:
        top = root.child(('query', query), query)
        for name in names:
            if name in leaves:
                continue  # listed by an earlier, overlapping query
            levels = case_path(name)
            at = next((i for i, (_, q) in enumerate(levels) if q == query), None)
            levels = levels[at + 1:] if at is not None else levels[-1:]
            is_selected = name in selected
            node = top
            for n in (root, top):
                n.cases.append(name)
                n.selected += is_selected
            for key, level_query in levels:
                node = node.child((key, level_query), level_query)
                node.cases.append(name)
                node.selected += is_selected
            leaves[name] = node
    return root, leaves


def maximal_nodes(node, out):
    """Appends to `out` the largest nodes below `node` (or `node` itself) whose cases are all
    selected: together they cover the selection exactly."""
    if node.selected == 0:
        return
    if node.query is not None and node.selected == len(node.cases):
        out.append(node)
        return
    for child in node.children.values():
        maximal_nodes(child, out)


def split_node(node):
    """The chunks that replace `node` when it is split: its children, skipping levels that have
    only one child (splitting those would change nothing). Empty for a single case."""
    while len(node.children) == 1:
        node = next(iter(node.children.values()))
    out = []
    for child in node.children.values():
        maximal_nodes(child, out)
    return out


def makespan(costs, jobs):
    """Wall time of running chunks of these costs on `jobs` workers, biggest first."""
    loads = [0.0] * jobs
    for cost in sorted(costs, reverse=True):
        heapq.heapreplace(loads, loads[0] + cost)
    return max(loads)


def plan_chunks(root, jobs, startup_s, case_s):
    """The chunks (tree nodes, one CTS query each) to run: starting from the fewest queries that
    cover the selection, the costliest chunk is split while that shortens the estimated wall
    time. A process costs `startup_s` (node and ts-node loading the CTS) plus `case_s` a case,
    so small chunks are not worth their start-up and one huge chunk would leave workers idle."""
    cost = lambda n: startup_s + case_s * len(n.cases)
    chunks = []
    maximal_nodes(root, chunks)
    best = makespan([cost(n) for n in chunks], jobs)
    while True:
        chunks.sort(key=lambda n: -len(n.cases))
        parts = split_node(chunks[0])
        if not parts:
            return chunks
        candidate = parts + chunks[1:]
        estimate = makespan([cost(n) for n in candidate], jobs)
        if estimate >= best:
            return chunks
        chunks, best = candidate, estimate


def cover_within(node, names, out):
    """Appends to `out` the largest nodes below `node` whose cases all lie in the set `names`."""
    for child in node.children.values():
        inside = sum(1 for c in child.cases if c in names)
        if inside == len(child.cases):
            out.append(child)
        elif inside:
            cover_within(child, names, out)


# ---------------------------------------------------------------------------------------------
# Running run_node

class Settings:
    def __init__(self, args):
        self.cts_dir = os.path.abspath(args.cts_dir)
        self.provider = args.provider
        self.flags = args.flags
        self.jobs = max(1, args.jobs)
        self.stall = args.stall_timeout
        self.extra = args.cts_extra.split()
        self.nice = args.nice
        self.raw_dir = os.path.join(args.out_dir, 'raw')
        self.retry_budget = args.retry_budget

    def run_node(self, *args):
        return ['node', 'tools/run_node', *self.extra, *args]

    def provider_args(self):
        out = ['--gpu-provider', self.provider]
        for flag in self.flags:
            out += ['--gpu-provider-flag', flag]
        return out


def lower_priority(nice):
    return (lambda: os.nice(nice)) if nice > 0 else None


def list_cases(settings, query):
    """The case names of `query`, in the order run_node runs them."""
    proc = subprocess.run(settings.run_node('--list', query), cwd=settings.cts_dir, text=True,
                          capture_output=True, preexec_fn=lower_priority(settings.nice))
    if proc.returncode != 0:
        sys.exit(f'cts.py: listing {query} failed (rc {proc.returncode}):\n{proc.stdout[-2000:]}'
                 f'{proc.stderr[-2000:]}')
    return [line for line in proc.stdout.splitlines() if line.startswith(query.split(':')[0] + ':')]


class ChunkRun:
    """One run_node process over one chunk: the results it reported and how it ended."""

    def __init__(self):
        self.results = {}  # case -> (status, ms, [log lines])
        self.ended = None  # 'exit', 'stall'
        self.rc = None
        self.tail = collections.deque(maxlen=20)  # last output lines, for a crash report
        self.seconds = 0.0


def parse_output(run, line, current):
    """Feeds one output line to `run`; returns the case whose log lines follow, if any."""
    run.tail.append(line)
    m = RESULT_LINE.match(line)
    if m:
        status, name, ms = m.group(1), m.group(2), float(m.group(3))
        run.results[name] = (status, ms, [])
        return name if status != 'pass' else None
    if current is not None:
        logs = run.results[current][2]
        if len(logs) < MAX_LOG_LINES:
            logs.append(line)
    return current


def write_expectations(path, skip_queries):
    """A CTS expectations module (run_node imports it) marking these queries 'skip'. The CTS
    compares each case with every expectation, so the caller passes few, coarse queries."""
    entries = ',\n'.join(f'  {{ query: {json.dumps(q)}, expectation: "skip" }}' for q in skip_queries)
    with open(path, 'w') as f:
        f.write(f'// Cases already done in an earlier run of this chunk.\nexports.expectations = [\n{entries}\n];\n')


# Process groups of the run_node processes now running, so that an interrupted run can end them.
RUNNING = set()
RUNNING_LOCK = threading.Lock()


def end_running():
    with RUNNING_LOCK:
        for pid in list(RUNNING):
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def run_chunk(settings, query, log_path, skip_queries=()):
    """Runs one query, killing it when it prints nothing for `settings.stall` seconds; the
    cases of `skip_queries` are skipped through a CTS expectations file.

    run_node writes into the log file itself, not into a pipe: Node writes to a pipe
    asynchronously, and run_node ends with process.exit(), which drops what the pipe had not yet
    taken. With a reader slower than the writer (a loaded machine) a chunk then looked as if its
    process had ended early, silently, with the last lines cut (tried: 20,000 lines printed and
    process.exit(1) through a pipe read 2 s late: 192 lines arrived). Writes to a file are
    synchronous, so every line is there when the process ends."""
    run = ChunkRun()
    start = time.monotonic()
    extra = []
    if skip_queries:
        expectations = re.sub(r'\.log$', '.expectations.cjs', log_path)
        write_expectations(expectations, skip_queries)
        extra = ['--expectations', expectations]
    cmd = settings.run_node('--verbose', '--quiet', *extra, *settings.provider_args(), query)
    with open(log_path, 'w') as log:
        log.write(' '.join(cmd) + '\n')
        log.flush()
        proc = subprocess.Popen(cmd, cwd=settings.cts_dir, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True, preexec_fn=lower_priority(settings.nice))
    with RUNNING_LOCK:
        RUNNING.add(proc.pid)
    try:
        with open(log_path, 'rb') as output:
            output.readline()  # the command line
            follow_until_exit(settings, proc, run, output)
    finally:
        with RUNNING_LOCK:
            RUNNING.discard(proc.pid)
    run.seconds = time.monotonic() - start
    return run


def follow_until_exit(settings, proc, run, output):
    """Parses what the process appends to `output` until it exits (then the rest of the file),
    killing it after `settings.stall` seconds without a new byte."""
    pending, current, last_output = b'', None, time.monotonic()
    while True:
        exited = proc.poll() is not None
        data = output.read()
        if data:
            last_output = time.monotonic()
            pending += data
            *lines, pending = pending.split(b'\n')
            for raw in lines:
                current = parse_output(run, raw.decode('utf-8', 'replace'), current)
        if exited:
            run.ended = 'exit'
            break
        if time.monotonic() - last_output > settings.stall:
            run.ended = 'stall'
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            break
        if not data:
            time.sleep(0.05)
    if pending:
        parse_output(run, pending.decode('utf-8', 'replace'), current)
    run.rc = proc.wait()


# ---------------------------------------------------------------------------------------------
# The scheduler

class Work:
    """One run_node process to start: a tree node's query, less the cases in `skip` (done by an
    earlier process of the same chunk); `alone` marks a case rerun by itself after a crash."""
    __slots__ = ('node', 'skip', 'skip_queries', 'alone')

    def __init__(self, node, skip=frozenset(), skip_queries=(), alone=False):
        self.node, self.skip, self.skip_queries, self.alone = node, skip, skip_queries, alone

    def expected(self):
        return [c for c in self.node.cases if c not in self.skip]


class Scheduler:
    """Runs work on `jobs` worker threads, biggest first; after a crash or hang, reruns the rest of
    the chunk without the culprit, and the culprit alone."""

    def __init__(self, settings, chunks, leaves):
        self.settings = settings
        self.leaves = leaves  # case name -> its leaf node
        self.lock = threading.Condition()
        self.queue = []  # heap of (-cases, seq, Work)
        self.seq = 0
        self.active = 0
        self.results = {}  # case -> (status, ms, log lines)
        self.chunk_log = []  # per process: (query, cases, seconds, rc, ended, unreported, note)
        self.retries = 0
        self.stopped = False
        self.finished = 0  # worker threads that have returned
        for node in chunks:
            self.push(Work(node))

    def push(self, work):
        heapq.heappush(self.queue, (-len(work.expected()), self.seq, work))
        self.seq += 1

    def run(self):
        """Runs everything; on Ctrl-C or SIGTERM, ends the processes and returns what was done
        (the rest is reported `notrun`). The wait polls a counter rather than Thread.join, which
        a KeyboardInterrupt can leave believing the thread has ended."""
        for _ in range(self.settings.jobs):
            threading.Thread(target=self.worker, daemon=True).start()
        try:
            self.wait_for_workers(deadline=None)
        except KeyboardInterrupt:
            print('cts.py: interrupted: ending the running processes, reporting what was done',
                  file=sys.stderr, flush=True)
            with self.lock:
                self.stopped = True
                self.queue.clear()
                self.lock.notify_all()
            end_running()
            self.wait_for_workers(deadline=time.monotonic() + 30)
        return self.results

    def wait_for_workers(self, deadline):
        while deadline is None or time.monotonic() < deadline:
            with self.lock:
                if self.finished == self.settings.jobs:
                    return
            time.sleep(0.2)

    def take(self):
        with self.lock:
            while not self.queue and self.active:
                self.lock.wait()
            if not self.queue:
                return None
            self.active += 1
            return heapq.heappop(self.queue)[2]

    def worker(self):
        while True:
            work = self.take()
            if work is None:
                with self.lock:
                    self.finished += 1
                return
            try:
                self.run_one(work)
            finally:
                with self.lock:
                    self.active -= 1
                    self.lock.notify_all()

    def run_one(self, work):
        with self.lock:
            seq = len(self.chunk_log)
            self.chunk_log.append(None)
        log_path = os.path.join(self.settings.raw_dir, f'chunk-{seq:04d}.log')
        run = run_chunk(self.settings, work.node.query, log_path, work.skip_queries)
        expected = work.expected()
        missing = [c for c in expected if c not in run.results]
        note = ('alone, after a crash' if work.alone else
                f'rerun skipping {len(work.skip)} cases done' if work.skip else '')
        with self.lock:
            self.chunk_log[seq] = (work.node.query, len(expected), run.seconds, run.rc, run.ended,
                                   len(missing), note)
            for name, result in run.results.items():
                if name not in work.skip:
                    self.results[name] = result
            if missing and not self.stopped:
                self.handle_missing(work, run, missing, log_path)
        print(f'cts.py: [{len(self.results)} cases done] {len(expected) - len(missing)}/'
              f'{len(expected)} in {run.seconds:.0f}s rc={run.rc} {work.node.query}'
              f'{" (" + note + ")" if note else ""}', file=sys.stderr, flush=True)

    def handle_missing(self, work, run, missing, log_path):
        """Called with the lock held for a process that ended before reporting every case."""
        what = 'timeout' if run.ended == 'stall' else 'crash'
        how = (f'printed nothing for {self.settings.stall}s' if what == 'timeout' else
               f'exited with rc {run.rc}')
        detail = (f'the provider process {how} while this case ran (log: {log_path}); '
                  'last output: ' + ' | '.join(list(run.tail)[-5:]))
        if work.alone or (len(missing) == 1 and not work.node.children):
            self.results[missing[0]] = (what, 0.0, [detail])
            return
        if not run.results and what == 'crash' and 0 < run.rc < 128:
            # Nothing ran and node exited on its own: the CTS could not load the query (an import
            # or listing error), which another run would only repeat.
            for name in missing:
                self.results[name] = (what, 0.0, [f'the query {work.node.query} ran no case; {detail}'])
            return
        culprit, rest = missing[0], missing[1:]
        if self.retries + 2 > self.settings.retry_budget:
            for name in missing:
                self.results[name] = (what, 0.0, [
                    f'not rerun: the retry budget ({self.settings.retry_budget} processes) is '
                    f'spent; {detail}'])
            return
        if what == 'timeout':
            # The culprit hung: running it again would cost another stall timeout.
            self.results[culprit] = (what, 0.0, [detail])
        else:
            self.retries += 1
            self.push(Work(self.leaves[culprit], alone=True))
        if rest:
            self.retries += 1
            skip = frozenset(c for c in work.node.cases if c not in set(rest))
            skip_queries = []
            cover_within(work.node, skip, skip_queries)
            self.push(Work(work.node, skip, [n.query for n in skip_queries]))
        self.lock.notify_all()


# ---------------------------------------------------------------------------------------------
# Reports

def case_group(name, depth):
    _, parts, _, _ = split_case(name)
    return ','.join(parts[:depth])


def test_of(name):
    """'suite:file:test' of a case name."""
    suite, parts, test, _ = split_case(name)
    return f'{suite}:{",".join(parts)}:{test}'


def first_reason(logs):
    """The line of a case's log that says why it did not pass."""
    for line in logs:
        text = line.strip()
        if text and REASON_WORDS.search(text):
            return text[:400]
    for line in logs:
        if line.strip():
            return line.strip()[:400]
    return ''


def normalize_reason(reason):
    """A cause key: the reason without the case-specific parts (subcase, numbers, names)."""
    text = re.sub(r'^-\s*', '', reason)
    text = re.sub(r'^\(in subcase: [^)]*\)\s*', '', text)
    text = re.sub(r'\(log: [^)]*\)', '', text)
    text = re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`", "'…'", text)
    text = re.sub(r'\b0x[0-9a-fA-F]+\b|\b\d+(\.\d+)?\b', 'N', text)
    text = re.sub(r'last output: .*', 'last output: …', text)
    return text[:200]


def group_counts(statuses, depth):
    """{group: Counter(status)} over {case: status}."""
    groups = collections.defaultdict(collections.Counter)
    for name, status in statuses.items():
        groups[case_group(name, depth)][status] += 1
    return groups


def write_summary(path, groups):
    total = collections.Counter()
    with open(path, 'w') as f:
        f.write('group\tcases\t' + '\t'.join(STATUSES) + '\n')
        for group in sorted(groups):
            counts = groups[group]
            total.update(counts)
            f.write(f'{group}\t{sum(counts.values())}\t' +
                    '\t'.join(str(counts[s]) for s in STATUSES) + '\n')
        f.write(f'TOTAL\t{sum(total.values())}\t' + '\t'.join(str(total[s]) for s in STATUSES) + '\n')
    return total


def write_causes(path, results, title):
    """Markdown: the failing (and skipped) cases grouped by cause, each with its tests."""
    causes = collections.defaultdict(list)
    for name, (status, _, logs) in results.items():
        if status == 'pass':
            continue
        kind = 'skip' if status == 'skip' else status
        causes[(kind, normalize_reason(first_reason(logs)))].append(name)
    order = sorted(causes, key=lambda k: (k[0] == 'skip', -len(causes[k]), k))
    with open(path, 'w') as f:
        f.write(f'# {title}\n\nCases that did not pass, grouped by cause (the first line of the '
                'case log naming the failure, with numbers and quoted names folded).\n')
        for kind, cause in order:
            names = causes[(kind, cause)]
            tests = collections.Counter(test_of(n) for n in names)
            f.write(f'\n## {kind}: {len(names)} cases: {cause or "(no message)"}\n\n')
            for test, count in tests.most_common(12):
                f.write(f'- {count} × `{test}`\n')
            if len(tests) > 12:
                f.write(f'- … and {len(tests) - 12} more tests\n')
            example = names[0]
            f.write(f'\n  e.g. `{example}`: {first_reason(results[example][2])}\n')
    return causes


def read_status_file(path):
    """{case: status} from a status file: 'status<TAB>case[<TAB>...]' lines, gzipped or not."""
    opener = gzip.open if path.endswith('.gz') else open
    out = {}
    with opener(path, 'rt') as f:
        for line in f:
            fields = line.rstrip('\n').split('\t')
            if len(fields) >= 2 and fields[0] in STATUSES:
                out[fields[1]] = fields[0]
    return out


def write_comparison(out_dir, statuses, baseline, depth):
    """Per group: pass counts here and in the baseline; per case: the differing statuses."""
    common = {n: s for n, s in baseline.items() if n in statuses}
    mine, theirs = group_counts(statuses, depth), group_counts(common, depth)
    with open(os.path.join(out_dir, 'comparison.tsv'), 'w') as f:
        f.write('group\tcases\tpass\tbaseline_pass\tfail\tbaseline_fail\tskip\tbaseline_skip\n')
        for group in sorted(mine):
            a, b = mine[group], theirs[group]
            f.write(f'{group}\t{sum(a.values())}\t{a["pass"]}\t{b["pass"]}\t{a["fail"]}\t'
                    f'{b["fail"]}\t{a["skip"]}\t{b["skip"]}\n')
    changed = sorted((baseline[n], s, n) for n, s in statuses.items()
                     if n in baseline and baseline[n] != s)
    with open(os.path.join(out_dir, 'comparison-cases.tsv'), 'w') as f:
        f.write('baseline\tthis\tcase\n')
        for b, s, n in changed:
            f.write(f'{b}\t{s}\t{n}\n')
    lost = sum(1 for b, s, _ in changed if b == 'pass')
    gained = sum(1 for b, s, _ in changed if s == 'pass')
    absent = sum(1 for n in statuses if n not in baseline)
    return lost, gained, absent, sum(1 for s in common.values() if s == 'pass')


def write_reports(settings, args, results, wall, chunk_log):
    out = args.out_dir
    statuses = {n: r[0] for n, r in results.items()}
    with gzip.open(os.path.join(out, 'status.tsv.gz'), 'wt') as f:
        for name in sorted(statuses):
            f.write(f'{statuses[name]}\t{name}\n')
    with open(os.path.join(out, 'failures.tsv'), 'w') as f:
        for name in sorted(results):
            status, ms, logs = results[name]
            if status not in ('pass', 'skip'):
                f.write(f'{status}\t{name}\t{first_reason(logs)}\n')
    with open(os.path.join(out, 'chunks.tsv'), 'w') as f:
        f.write('query\tcases\tseconds\trc\tended\tunreported\tnote\n')
        for row in chunk_log:
            if row:
                f.write('\t'.join(str(x) if not isinstance(x, float) else f'{x:.1f}' for x in row) + '\n')
    total = write_summary(os.path.join(out, 'summary.tsv'), group_counts(statuses, args.group_depth))
    causes = write_causes(os.path.join(out, 'failures.md'), results,
                          f'CTS failures: {" ".join(args.queries)}')
    print(f'\ncts.py: {sum(total.values())} cases in {wall:.0f}s: ' +
          ', '.join(f'{total[s]} {s}' for s in STATUSES if total[s]))
    top = sorted(((len(v), k) for k, v in causes.items() if k[0] != 'skip'), reverse=True)[:8]
    for count, (kind, cause) in top:
        print(f'  {count:6d} {kind}: {cause}')
    if args.baseline:
        baseline = read_status_file(args.baseline)
        lost, gained, absent, base_pass = write_comparison(out, statuses, baseline, args.group_depth)
        print(f'cts.py: baseline {args.baseline}: {base_pass} pass there of the same cases, '
              f'{total["pass"]} here; {lost} pass there but not here, {gained} pass here but not '
              f'there, {absent} cases not in the baseline (comparison.tsv, comparison-cases.tsv)')
        if args.fail_on_regression and lost:
            return 1
    print(f'cts.py: reports in {out}: summary.tsv, failures.md, failures.tsv, status.tsv.gz')
    return 0


def describe_env(settings, args, wall, n_cases, chunk_log):
    commit = os.environ.get('CTS_COMMIT') or git_head(settings.cts_dir) or 'unknown'
    rows = [
        f'date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%dT%H:%MZ}',
        f'machine: {platform.node()} {platform.machine()}, {os.cpu_count()} cores, '
        f'load average at the end {os.getloadavg()[0]:.1f}',
        f'node: {subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()}',
        f'cts: {settings.cts_dir} at {commit}',
        f'provider: {settings.provider} flags: {" ".join(settings.flags) or "(none)"}',
        f'queries: {" ".join(args.queries)}' + (f' restricted to {args.cases}' if args.cases else ''),
        f'cases: {n_cases}; chunks run: {sum(1 for r in chunk_log if r)}; jobs: {settings.jobs}; '
        f'wall: {wall:.0f}s',
    ]
    with open(os.path.join(args.out_dir, 'env.txt'), 'w') as f:
        f.write('\n'.join(rows) + '\n')


def git_head(path):
    proc = subprocess.run(['git', '-C', path, 'rev-parse', 'HEAD'], capture_output=True, text=True)
    return proc.stdout.strip() if proc.returncode == 0 else None


# ---------------------------------------------------------------------------------------------
# Subcommands

def resolve_provider(value):
    path = PROVIDER_ALIASES.get(value, value)
    path = os.path.abspath(path)
    if not os.path.exists(path):
        if value == DEFAULT_PROVIDER:
            sys.exit(f'cts.py: the project\'s Node provider is not built ({path} is missing); '
                     'build bindings/node or set PROVIDER=/abs/path/to/provider.js (or PROVIDER=dawn)')
        sys.exit(f'cts.py: provider {path} not found')
    return path


def check_provider(settings):
    """Loads the provider and asks it for an adapter, so that a broken provider stops the run
    at once instead of crashing every chunk."""
    script = ("const m = require(process.argv[1]); const gpu = m.create(process.argv.slice(2));"
              "gpu.requestAdapter().then(a => { if (!a) { console.error('no adapter'); process.exit(3); }"
              " process.exit(0); }, e => { console.error(e); process.exit(4); });")
    proc = subprocess.run(['node', '-e', script, settings.provider, *settings.flags],
                          capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        sys.exit(f'cts.py: the provider {settings.provider} did not give an adapter '
                 f'(rc {proc.returncode}): {proc.stderr.strip()[-1500:]}')


def check_cts(cts_dir):
    if not os.path.exists(os.path.join(cts_dir, 'src', 'common', 'runtime', 'cmdline.ts')):
        sys.exit(f'cts.py: {cts_dir} is not a CTS checkout (see docs/conformance.md, "Running the CTS")')
    if not os.path.isdir(os.path.join(cts_dir, 'node_modules', 'ts-node')):
        sys.exit(f'cts.py: run `npm ci` in {cts_dir} first')
    if not os.path.exists(os.path.join(cts_dir, 'out-node', 'resources')):
        sys.exit(f'cts.py: {cts_dir}/out-node/resources is missing: '
                 'mkdir -p out-node && ln -sfn ../src/resources out-node/resources')


def interrupt(signum, frame):
    """SIGTERM ends a run as Ctrl-C does: the reports are still written."""
    raise KeyboardInterrupt()


def cmd_run(args):
    args.provider = resolve_provider(args.provider)
    if not args.flags and args.provider == PROVIDER_ALIASES['dawn']:
        args.flags = ['backend=null']
    check_cts(os.path.abspath(args.cts_dir))
    os.makedirs(os.path.join(args.out_dir, 'raw'), exist_ok=True)
    settings = Settings(args)
    check_provider(settings)
    start = time.monotonic()
    listings = [(query, list_cases(settings, query)) for query in args.queries]
    selected = {name for _, names in listings for name in names}
    if args.cases:
        with open(args.cases) as f:
            wanted = {line.strip() for line in f if line.strip()}
        selected &= wanted
    if not selected:
        sys.exit('cts.py: the queries select no case')
    tree, leaves = build_tree(listings, selected)
    case_ms = args.case_ms or (200 if any(',execution' in q for q in args.queries) else 10)
    chunks = plan_chunks(tree, settings.jobs, args.startup_s, case_ms / 1000)
    print(f'cts.py: {len(selected)} cases in {len(chunks)} chunks, {settings.jobs} processes, '
          f'provider {settings.provider}', file=sys.stderr, flush=True)
    if args.dry_run:
        for node in chunks:
            print(f'{len(node.cases)}\t{node.query}')
        return 0
    scheduler = Scheduler(settings, chunks, leaves)
    signal.signal(signal.SIGTERM, interrupt)
    results = dict(scheduler.run())
    why = 'not run: the run was interrupted' if scheduler.stopped else \
        'listed but never reported by run_node'
    for name in selected:
        if name not in results:
            results[name] = ('notrun', 0.0, [why])
    results = {n: r for n, r in results.items() if n in selected}
    wall = time.monotonic() - start
    describe_env(settings, args, wall, len(selected), scheduler.chunk_log)
    return write_reports(settings, args, results, wall, scheduler.chunk_log)


# Source markers of code that uses textures, samplers, render pipelines or fragment/vertex
# shaders. The listing of buffer/compute cases is static (from the CTS sources, no GPU needed)
# and errs on the side of leaving a case out.
GRAPHICS_MARKERS = re.compile(
    r'createRenderPipeline|beginRenderPass|createTexture\b|createSampler\b|GPUTextureUsage|'
    r'@fragment|@vertex|\btexture_[a-z0-9_]+<|\btextureSample|\btextureLoad|\btextureStore|'
    r'\bsampler\b|createRenderBundleEncoder|kTextureFormat')
# Test names that run on a render pipeline even when their spec file's text does not say so
# (the pipeline is built in a shared helper).
GRAPHICS_TEST_NAMES = re.compile(r'fragment|vertex|render|texture|sampl', re.IGNORECASE)
IMPORT_LINE = re.compile(r'''from\s+['"](\.[^'"]+)['"]''')


GRAPHICS_PARAMS = re.compile(r'texture|sampler|"fragment"|"vertex"|render', re.IGNORECASE)
TEST_START = re.compile(r'\bg\s*\.\s*test\(\s*[\'"`]([^\'"`]+)[\'"`]')


def strip_comments(text):
    """TypeScript without its comments and its `description` text, which name textures in prose."""
    text = re.sub(r'export const description\s*=\s*`[^`]*`', '', text)
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.DOTALL)
    return re.sub(r'(?<![:\\])//[^\n]*', '', text)


def read_source(path):
    try:
        with open(path) as f:
            return strip_comments(f.read())
    except OSError:
        return None


def helper_uses_graphics(path, scope, cache, depth=0):
    """Whether a helper module (or one it imports from within `scope`) has graphics markers."""
    if path in cache:
        return cache[path]
    cache[path] = False  # guards import cycles
    text = read_source(path)
    found = text is not None and (bool(GRAPHICS_MARKERS.search(text)) or
                                  imports_use_graphics(path, text, scope, cache, depth))
    cache[path] = found
    return found


def imports_use_graphics(path, text, scope, cache, depth):
    if depth >= 4:
        return False
    for rel in IMPORT_LINE.findall(text):
        target = re.sub(r'\.js$', '.ts', os.path.normpath(os.path.join(os.path.dirname(path), rel)))
        if target.startswith(scope + os.sep) and helper_uses_graphics(target, scope, cache, depth + 1):
            return True
    return False


def graphics_tests(cts_dir, file_parts, cache):
    """For one spec file: True when the whole file is out (markers in its top-level code or in a
    helper it imports from within src/webgpu/shader/; framework-wide helpers such as gpu_test.ts
    contain everything and say nothing about one test), else the set of its tests whose own
    `g.test(...)` section has markers."""
    key = ('spec',) + tuple(file_parts)
    if key in cache:
        return cache[key]
    path = os.path.join(cts_dir, 'src', 'webgpu', *file_parts) + '.spec.ts'
    scope = os.path.join(cts_dir, 'src', 'webgpu', 'shader')
    text = read_source(path) or ''
    starts = list(TEST_START.finditer(text))
    top = text[:starts[0].start()] if starts else text
    if GRAPHICS_MARKERS.search(top) or imports_use_graphics(path, text, scope, cache, 0):
        cache[key] = True
        return True
    tests = set()
    for i, m in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(text)
        if GRAPHICS_MARKERS.search(text[m.start():end]):
            tests.add(m.group(1))
    cache[key] = tests
    return tests


def uses_graphics(cts_dir, name, cache):
    """Whether one execution case needs textures, samplers or a render pipeline, as far as its
    spec file's source, its test's name and its parameters tell."""
    _, parts, test, params = split_case(name)
    if GRAPHICS_TEST_NAMES.search(test) or GRAPHICS_TEST_NAMES.search(parts[-1]):
        return True
    if any(GRAPHICS_PARAMS.search(p) for p in params):
        return True
    out = graphics_tests(cts_dir, parts, cache)
    return out is True or test in out


def cmd_compute_cases(args):
    cts_dir = os.path.abspath(args.cts_dir)
    check_cts(cts_dir)
    settings = argparse.Namespace(cts_dir=cts_dir, extra=[], nice=args.nice,
                                  run_node=lambda *a: ['node', 'tools/run_node', *a])
    names = list_cases(settings, args.query)
    cache, kept, files = {}, [], collections.OrderedDict()
    for name in names:
        if uses_graphics(cts_dir, name, cache):
            continue
        kept.append(name)
        suite, parts, _, _ = split_case(name)
        files.setdefault(f'{suite}:{",".join(parts)}', []).append(name)
    if args.sample:
        kept = sample_files(files, args.sample, args.seed)
    out = open(args.output, 'w') if args.output else sys.stdout
    for name in kept:
        out.write(name + '\n')
    if args.output:
        out.close()
    print(f'cts.py: {len(kept)} of {len(names)} cases of {args.query} use only buffers and compute'
          f'{" (a sample of whole spec files)" if args.sample else ""}', file=sys.stderr)
    return 0


def sample_files(files, target, seed):
    """At most `target` cases, as whole spec files picked in the order of a seeded hash of their
    names (skipping those that no longer fit): each file runs as one CTS query, one process, and
    the cases it keeps out (textures, render stages) stay out."""
    ranked = sorted(files, key=lambda f: hashlib.sha256(f'{seed}:{f}'.encode()).hexdigest())
    picked, count = set(), 0
    for name in ranked:
        if count + len(files[name]) > target:
            continue  # would overshoot: a smaller file further down the ranking may fit
        picked.add(name)
        count += len(files[name])
    return [n for f, ns in files.items() if f in picked for n in ns]


def cmd_table(args):
    """Prints the per-group Markdown table of a run, with the baseline's counts beside it."""
    mine = read_status_file(args.status)
    base = read_status_file(args.baseline) if args.baseline else {}
    depth = args.depth
    rows = collections.defaultdict(collections.Counter)
    for name, status in mine.items():
        row = rows[case_group(name, depth)]
        row['cases'] += 1
        row['this ' + status] += 1
        if base:
            row['base ' + base.get(name, 'absent')] += 1
            row['lost'] += base.get(name) == 'pass' and status != 'pass'
    cols = (['base pass', 'base fail', 'base skip'] if base else []) + \
        ['this pass', 'this fail', 'this skip', 'crash/timeout'] + (['lost'] if base else [])
    names = {'base pass': f'{args.base_name} pass', 'base fail': f'{args.base_name} fail',
             'base skip': f'{args.base_name} skip', 'this pass': f'{args.name} pass',
             'this fail': f'{args.name} fail', 'this skip': f'{args.name} skip',
             'crash/timeout': f'{args.name} crash/timeout',
             'lost': f'{args.base_name} passes, {args.name} not'}
    print('| group | cases | ' + ' | '.join(names[c] for c in cols) + ' |')
    print('|---|' + '---:|' * (len(cols) + 1))
    total = collections.Counter()

    def value(row, col):
        if col == 'crash/timeout':
            return row['this crash'] + row['this timeout']
        return row[col]

    for group in sorted(rows):
        total.update(rows[group])
        print(f'| {group} | {rows[group]["cases"]:,} | ' +
              ' | '.join(f'{value(rows[group], c):,}' for c in cols) + ' |')
    print(f'| **total** | **{total["cases"]:,}** | ' +
          ' | '.join(f'**{value(total, c):,}**' for c in cols) + ' |')
    return 0


def env_int(name, default):
    value = os.environ.get(name)
    return int(value) if value else default


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest='command', required=True)
    run = sub.add_parser('run', help='run CTS queries on a provider')
    run.add_argument('queries', nargs='*', default=['webgpu:shader,validation,*'])
    run.add_argument('--cts-dir', default=os.environ.get('CTS_DIR'), help='CTS checkout (CTS_DIR)')
    run.add_argument('--provider', default=os.environ.get('PROVIDER', DEFAULT_PROVIDER),
                     help='--gpu-provider module, absolute path or "dawn" (PROVIDER; default '
                          'bindings/node/index.js)')
    run.add_argument('--flag', dest='flags', action='append',
                     default=os.environ.get('PROVIDER_FLAGS', '').split(),
                     help='a --gpu-provider-flag, e.g. backend=interp (PROVIDER_FLAGS, space-separated)')
    run.add_argument('--jobs', type=int, default=env_int('JOBS', 2), help='parallel processes (JOBS)')
    run.add_argument('--out-dir', default=os.environ.get('OUT_DIR', os.path.join(ROOT, 'build', 'cts')),
                     help='reports (OUT_DIR; default build/cts)')
    run.add_argument('--baseline', default=os.environ.get('BASELINE'),
                     help='a status.tsv[.gz] to compare with (BASELINE)')
    run.add_argument('--cases', default=os.environ.get('CASES'),
                     help='run only the cases listed in this file (CASES), e.g. from compute-cases')
    run.add_argument('--case-ms', type=float, default=env_int('CASE_MS', 0),
                     help='estimated milliseconds a case, for splitting the work (CASE_MS; default '
                          '10, or 200 for execution queries)')
    run.add_argument('--startup-s', type=float, default=env_int('STARTUP_S', 6),
                     help='estimated seconds to start one run_node process (STARTUP_S)')
    run.add_argument('--stall-timeout', type=int, default=env_int('STALL_TIMEOUT', 600),
                     help='kill a process that prints nothing for this many seconds (STALL_TIMEOUT)')
    run.add_argument('--retry-budget', type=int, default=env_int('RETRY_BUDGET', 300),
                     help='most extra processes for rerunning cases after crashes (RETRY_BUDGET)')
    run.add_argument('--cts-extra', default=os.environ.get('CTS_EXTRA', ''),
                     help='extra run_node options, e.g. "--compat" (CTS_EXTRA)')
    run.add_argument('--group-depth', type=int, default=env_int('GROUP_DEPTH', 4),
                     help='path components of a summary group (default 4: shader,validation,parse,literal)')
    run.add_argument('--nice', type=int, default=env_int('NICE', 10))
    run.add_argument('--dry-run', action='store_true', help='print the chunks and stop')
    run.add_argument('--fail-on-regression', action='store_true',
                     help='exit 1 when a case that passes in the baseline does not pass here')
    compute = sub.add_parser('compute-cases', help='list the buffer/compute-only execution cases')
    compute.add_argument('--cts-dir', default=os.environ.get('CTS_DIR'))
    compute.add_argument('--query', default='webgpu:shader,execution,*')
    compute.add_argument('--sample', type=int, default=0,
                         help='at most this many cases, as whole spec files picked by a seeded hash')
    compute.add_argument('--seed', default='wgx')
    compute.add_argument('--output', '-o')
    compute.add_argument('--nice', type=int, default=env_int('NICE', 10))
    table = sub.add_parser('table', help='a status.tsv.gz as a Markdown table per group')
    table.add_argument('status')
    table.add_argument('--baseline', default=os.environ.get('BASELINE'))
    table.add_argument('--depth', type=int, default=3,
                       help='path components of a group (default 3: shader,validation,parse)')
    table.add_argument('--name', default='wgx')
    table.add_argument('--base-name', default='Dawn')
    args = parser.parse_args(argv)
    if args.command == 'table':
        return cmd_table(args)
    if not args.cts_dir:
        parser.error('set CTS_DIR (or --cts-dir) to a CTS checkout')
    return cmd_run(args) if args.command == 'run' else cmd_compute_cases(args)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
