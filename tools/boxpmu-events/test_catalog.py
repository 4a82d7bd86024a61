#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Host checks of the boxpmu-events catalog and its perf JSON (TAP); what
each of its eight parts checks is said where it starts.

usage: test_catalog.py TOOL LINUX_SRC
"""
import atexit
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

TOOL, SRC = sys.argv[1], sys.argv[2]
PE = os.path.join(SRC, 'tools/perf/pmu-events')
DRV = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../drivers')
MODELS = ['nehalemep', 'nehalemex', 'westmereex', 'jaketown', 'ivytown']
# Linux has no arm (32-bit) pmu-events tree: the test writes a mapfile for
# ixp2800 with a placeholder CPUID, which perf never matches (perf has no
# get_cpuid_str() for 32-bit arm); jevents only has to read the JSON.
ARM_MODELS = ['ixp2800']

# events of the catalog that Intel's lists lack (core_nhm.c cites the SDM for each)
ADDED = {'LSD.UOPS', 'OFFCORE_RESPONSE_0', 'MEM_INST_RETIRED.LATENCY_ABOVE_THRESHOLD'}

n = 0
failed = 0


def tap(ok, name, detail=''):
    global n, failed
    n += 1
    failed += not ok
    print(('ok' if ok else 'not ok') + f' {n} - {name}')
    for line in ([] if ok else detail.splitlines()[:40]):
        print('#   ' + line)


def run(*args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def read(*path):
    with open(os.path.join(*path)) as fp:
        return fp.read()


tmp = tempfile.mkdtemp(prefix='bpe-test.')
atexit.register(shutil.rmtree, tmp, ignore_errors=True)
out = os.path.join(tmp, 'json')
r = run(TOOL, 'json', out)
tap(r.returncode == 0, 'boxpmu-events json writes the JSON', r.stderr)
sysdir = os.path.join(tmp, 'sys')
r = run(TOOL, 'cpu-formats', SRC, sysdir)
tap(r.returncode == 0 and os.path.exists(os.path.join(sysdir, 'cpu/format/ldlat')),
    'cpu formats from the kernel source', r.stderr)
r = run(TOOL, '--sysfs', sysdir, 'verify')
core = re.search(r'^ok \d+ - Nehalem core.* encode with their format/$', r.stdout, re.M)
tap(r.returncode == 0 and core, 'verify: the core events encode with the source\'s cpu format/',
    r.stdout + r.stderr)

# eight TERM=VALUE words perf would take, too long together for the terms
words = [f't{i}=0x{"0" * 55}1' for i in range(8)]
r = run(TOOL, 'perf', 'L1D.REPL', *words)
tap(r.returncode == 2 and 'characters' in r.stderr and 'Sanitizer' not in r.stderr,
    'perf: terms too long together are refused, nothing written past them', r.stderr)
# a term without a value is 1, as perf takes it: L1D.REPL (event 0x51,
# umask 0x01) with edge, IA32_PERFEVTSELx bit 18
r = run(TOOL, '--sysfs', sysdir, 'perf', 'L1D.REPL', 'edge')
tap(r.returncode == 0 and r.stdout.startswith('cpu/event=0x51,umask=0x01,edge/\n')
    and f' config={0x51 | 0x01 << 8 | 1 << 18:#x} config1=0x0 ' in r.stdout,
    'perf: a term without a value (edge) encodes as TERM=1', r.stdout + r.stderr)

ours = {}
for f in sorted(glob.glob(os.path.join(out, '*/*/*.json'))):
    ours.setdefault(f.split(os.sep)[-2], []).extend(json.loads(read(f)))
# every model but nehalemep (core only) has boxes
boxfiles = [os.path.join(a, m, 'uncore-boxpmu.json') for a, models in
            (('x86', [m for m in MODELS if m != 'nehalemep']), ('arm', ARM_MODELS)) for m in models]
missing = [f for f in boxfiles if not os.path.isfile(os.path.join(out, f))]
tap(not missing, f'boxpmu-events json writes the {len(boxfiles)} models\' box files',
    'missing: ' + ' '.join(missing))

# 1. the JSON uses only fields of perf's pmu-events format: those Linux
# 6.1's jevents.py reads, or that its own x86 JSON files use
jev = read(PE, 'jevents.py')
fields = set(re.findall(r"jd(?:\['|\.get\(')(\w+)'", jev))
fields |= set(re.findall(r"\('(\w+)', '\w+='\)", jev))
for f in glob.glob(os.path.join(PE, 'arch/x86/*/*.json')):
    for e in json.loads(read(f)):
        fields |= set(e)
bad = sorted({(m, k) for m, evs in ours.items() for e in evs for k in e if k not in fields})
tap(not bad and len(fields) > 20,
    f'JSON uses only perf pmu-events fields ({len(fields)} known)',
    '\n'.join(f'{m}: unknown field {k}' for m, k in bad))
bad = [(m, e.get('EventName')) for m, evs in ours.items() for e in evs
       if not e.get('EventName') or not e.get('BriefDescription')]
tap(not bad, 'every JSON event has EventName and BriefDescription', repr(bad[:10]))

# 2. perf's jevents.py builds it (x86 tree with a mapfile for the
# models, an arm tree for ixp2800, plus Linux's test arch, as perf's
# build has it), its output names every event, the generated C compiles
tree = os.path.join(tmp, 'tree')
shutil.copytree(os.path.join(PE, 'arch/test'), os.path.join(tree, 'test'))
x86 = [ln for i, ln in enumerate(read(PE, 'arch/x86/mapfile.csv').splitlines())
       if i == 0 or ln.split(',')[2:3] and ln.split(',')[2] in MODELS]
arm = ['Family-model,Version,Filename,EventType'] + [f'0x00000000,v1,{m},core' for m in ARM_MODELS]
for arch, models, rows in (('x86', MODELS, x86), ('arm', ARM_MODELS, arm)):
    for m in (m for m in models if os.path.isdir(os.path.join(out, arch, m))):
        shutil.copytree(os.path.join(out, arch, m), os.path.join(tree, arch, m))
    with open(os.path.join(tree, arch, 'mapfile.csv'), 'w') as fp:
        fp.write('\n'.join(rows) + '\n')
gen = os.path.join(tmp, 'pmu-events.c')
r = run(sys.executable, os.path.join(PE, 'jevents.py'), 'all', tree, gen)
tap(r.returncode == 0, 'perf jevents.py builds the JSON (x86 and arm)', r.stderr[-3000:])
text = read(gen) if os.path.exists(gen) else ''
missing = [e['EventName'] for m in MODELS + ARM_MODELS for e in ours.get(m, [])
           if e['EventName'].lower() + '\\000' not in text]
tap(text and not missing, 'every JSON event is in jevents\' output',
    ' '.join(missing[:20]))
inc = ['-I' + os.path.join(SRC, 'tools', d) for d in
       ('perf', 'include', 'arch/x86/include', 'lib/perf/include', 'lib')]
r = run('gcc', '-fsyntax-only', '-w', *inc, gen) if text else None
tap(r is not None and r.returncode == 0,
    'jevents\' generated C compiles with perf\'s headers', r.stderr[-3000:] if r else '')

# 3. jevents' own encoding of every JSON event (its JsonEvent class)
# gives the config of the tool's perf string (core events: with the cpu
# formats of the kernel source) or the terms of the driver's table
sys.path.insert(0, PE)
sys.argv = ['jevents.py']
import jevents  # noqa: E402


def terms_of(s):
    return {k: int(v, 0) if v else 1 for k, _, v in (t.partition('=') for t in s.split(','))}


def encode_core(terms):
    """attr.config/config1 of terms with the cpu formats of the source"""
    cfg = [0, 0, 0]
    for k, v in terms.items():
        c, _, bits = read(sysdir, 'cpu/format', k).strip().partition(':')
        c = int(c[6:] or 0)
        for rng in bits.split(','):
            lo, _, hi = rng.partition('-')
            lo, hi = int(lo), int(hi or lo)
            for b in range(lo, hi + 1):
                cfg[c] |= (v & 1) << b
                v >>= 1
    return cfg


# the comparison below runs both sides through encode_core(): anchor it to
# the SDM's IA32_PERFEVTSELx layout (event 7:0, umask 15:8, edge 18, inv
# 23, cmask 31:24) so that a broken encoder cannot pass it
cfg = encode_core({'event': 0xc0, 'umask': 0x01, 'edge': 1, 'inv': 1, 'cmask': 1})
tap(cfg == [0x18401c0, 0, 0], 'the source\'s cpu format/ encodes as IA32_PERFEVTSELx', repr(cfg))

# boxpmu-events list: (platform, stem, name) -> [terms, description, note]
listed = {}
for ln in run(TOOL, 'list').stdout.splitlines():
    m = re.match(r'^(\S+)\s+(\S+)\s+(\S+)\s+(\S+)$', ln)
    if m:
        cur = listed[(m.group(2), m.group(3), m.group(1))] = [m.group(4), '', '']
    elif ln.startswith('    note: '):
        cur[2] = ln[len('    note: '):]
    elif ln.startswith('    ') and not cur[1]:
        cur[1] = ln.strip()

r = run(TOOL, '--sysfs', sysdir, 'strings')
perf_str = {name: s for s, name in (ln.split('\t') for ln in r.stdout.splitlines())}
bad = []
# names jevents encodes its own way, whatever the JSON says (real_event())
renamed = set(re.findall(r"'(\w+\.\w+)': 'event=", jev))
checked = 0
for model, evs in ours.items():
    for e in evs:
        je = jevents.JsonEvent(e)
        jt = terms_of(je.event)
        jt.pop('period', None)
        if 'Unit' not in e:
            s = perf_str.get(e['EventName'])
            if not s:
                bad.append(f'{e["EventName"]}: no perf string')
                continue
            mine = encode_core(terms_of(s[len('cpu/'):-1]))
            theirs = encode_core(jt)
            if mine != theirs and e['EventName'].lower() in renamed:
                print(f'# {model} {e["EventName"]}: jevents replaces the JSON\'s encoding '
                      f'with its own for this name: {je.event} (catalog: {s})')
            elif mine != theirs:
                bad.append(f'{model} {e["EventName"]}: tool {s} {mine}, jevents {je.event} {theirs}')
        else:
            if jt.get('config') == 0 and 'ConfigCode' in e:
                del jt['config']
            unit = e['Unit'].lower()
            want = [v[0] for (p, st, nm), v in listed.items()
                    if st == unit and nm == e['EventName']]
            if not any(terms_of(w) == jt for w in want):
                bad.append(f'{model} {unit} {e["EventName"]}: table {want}, jevents {je.event}')
        checked += 1
tap(not bad and checked > 1000,
    f'jevents encodes all {checked} JSON events as the tool and the drivers\' tables do',
    '\n'.join(bad))

# 4. every core event against Intel's lists as Linux ships them
# (nehalemep, nehalemex): encoding, counters, cmask, inv, edge, any,
# PEBS, ldlat; and every listed event but the precomputed
# OFFCORE_RESPONSE combinations is in the catalog
def linux_events(model):
    return {e['EventName']: e for f in glob.glob(os.path.join(PE, 'arch/x86', model, '*.json'))
            for e in json.loads(read(f))
            if 'EventName' in e and e.get('Offcore') != '1' and 'Unit' not in e}


def norm(e, key):
    v = e.get(key, '0')
    if key in ('EventCode', 'UMask', 'CounterMask', 'MSRValue'):
        return int(v, 0)
    if key == 'Counter':
        return v.replace(' ', '')
    return str(int(v, 0)) if v else '0'


KEYS = ['UMask', 'Counter', 'CounterMask', 'Invert', 'EdgeDetect', 'AnyThread', 'PEBS',
        'MSRValue']
for model in ('nehalemep', 'nehalemex'):
    lin = linux_events(model)
    mine = {e['EventName']: e for e in ours.get(model, []) if 'Unit' not in e}
    bad = []
    for name, le in lin.items():
        me = mine.get(name)
        if not me:
            if not (model == 'nehalemex' and name == 'OFFCORE_RESPONSE_0'):
                bad.append(f'{name}: in Linux\'s {model} list, not in the catalog')
            continue
        # Intel's lists give the fixed-counter events no encoding (0/0)
        fixed = 'Fixed' in le.get('Counter', '')
        for k in KEYS + ['EventCode'] if not fixed else [k for k in KEYS if k != 'UMask']:
            if norm(le, k) != norm(me, k):
                bad.append(f'{name}: {k}: Linux {le.get(k)}, catalog {me.get(k)}')
    extra = sorted(set(mine) - set(lin) - ADDED)
    bad += [f'{x}: in the catalog, not in Linux\'s {model} list, reason unrecorded'
            for x in extra]
    tap(not bad, f'core catalog agrees with Linux\'s {model} JSON ({len(lin)} events)',
        '\n'.join(bad))

# 5. check-constraints: the known differences (Documentation/events.rst,
# "Constraint check") and nothing else, reported without failing; a
# difference planted in a copy of the source is found; an entry it cannot
# interpret or a source it cannot read fails it
EV, PEBS = 'intel_nehalem_event_constraints', 'intel_nehalem_pebs_event_constraints'
ANY_CTR = f'{EV}: PMC0,1,2,3 (no entry: any counter)'
KNOWN = {f'{name} (config {cfg}): catalog: PEBS; {PEBS}: no entry: cannot be sampled precisely'
         for name, cfg in (('MEM_INST_RETIRED.LOADS', '0x10b'),
                           ('MEM_INST_RETIRED.STORES', '0x20b'),
                           ('INST_RETIRED.TOTAL_CYCLES', '0x108001c0'),
                           ('INST_RETIRED.TOTAL_CYCLES_PS', '0x108001c0'))}
KNOWN |= {f'{name} (config {cfg}): catalog: PMC0,1; {ANY_CTR}'
          for name, cfg in (('LOAD_HIT_PRE', '0x14c'), ('L1D_CACHE_PREFETCH_LOCK_FB_HIT', '0x152'),
                            ('L1D_CACHE_LOCK_FB_HIT', '0x153'))}
KNOWN |= {
    f'MEM_INST_RETIRED.LATENCY_ABOVE_THRESHOLD (config 0x100b): catalog: PMC3; {ANY_CTR}',
    'MEM_INST_RETIRED.LATENCY_ABOVE_THRESHOLD (precise): catalog: PMC3; '
    f'{PEBS}: PMC0,1,2,3 (INTEL_PLD_CONSTRAINT(0x100b, 0xf))',
    f'{EV}: INTEL_EVENT_CONSTRAINT(0x48, 0x3) matches no catalogued event',
    f'{PEBS}: INTEL_FLAGS_UEVENT_CONSTRAINT(0x108000c0, 0x0f) matches no catalogued event',
}


def constraints(src):
    r = run(TOOL, 'check-constraints', src)
    diffs = {ln[len('DIFF: '):] for ln in r.stdout.splitlines() if ln.startswith('DIFF: ')}
    summary = re.search(r'^# (\d+) catalogued core events .*: (\d+) difference', r.stdout, re.M)
    return r, diffs, summary


r, diffs, summary = constraints(SRC)
tap(r.returncode == 0 and summary and int(summary.group(2)) == len(diffs) == len(KNOWN)
    and diffs == KNOWN,
    f'check-constraints reports the {len(KNOWN)} known differences, exit status 0',
    f'exit {r.returncode}\n' + '\n'.join(['new: ' + d for d in sorted(diffs - KNOWN)] +
                                        ['gone: ' + d for d in sorted(KNOWN - diffs)] +
                                        r.stdout.splitlines()[-3:] + r.stderr.splitlines()))

INTEL = 'arch/x86/events/intel'
doctored = os.path.join(tmp, 'linux')
shutil.copytree(os.path.join(SRC, INTEL), os.path.join(doctored, INTEL))


def plant(fname, table, old, new, want):
    """replace old by new in table of a copy of the source; want: the new
    DIFFs (None: the tool must fail)"""
    path = os.path.join(doctored, INTEL, fname)
    text = read(SRC, INTEL, fname)
    start = re.search(r'\b' + table + r'\[\][^;={]*=\s*\{', text)
    end = text.find('};', start.end()) if start else -1
    body = text[start.end():end] if start else ''
    if body.count(old) != 1:
        return f'cannot plant: {old!r} is not in {table} once'
    with open(path, 'w') as fp:
        fp.write(text[:start.end()] + body.replace(old, new) + text[end:])
    r, d, summ = constraints(doctored)
    shutil.copy(os.path.join(SRC, INTEL, fname), path)
    if want is None:
        return '' if r.returncode != 0 else f'exit status 0 for {new!r}:\n{r.stdout}'
    new_diffs = d - KNOWN
    bad = [w for w in want if not any(w in x for x in new_diffs)]
    if r.returncode or not summ or bad or len(new_diffs) != len(want):
        return (f'planted {new!r}: exit {r.returncode}, wanted {want}, new {sorted(new_diffs)}'
                f'\n{r.stderr}')
    return ''


problems = [p for p in (
    # a counter restriction dropped, another widened, one added
    plant('core.c', EV, 'INTEL_EVENT_CONSTRAINT(0x40, 0x3)', 'INTEL_EVENT_CONSTRAINT(0x40, 0xf)',
          ['L1D_CACHE_LD.E_STATE', 'L1D_CACHE_LD.I_STATE', 'L1D_CACHE_LD.M_STATE',
           'L1D_CACHE_LD.S_STATE', 'L1D_CACHE_LD.MESI']),
    plant('core.c', EV, 'INTEL_EVENT_CONSTRAINT(0x63, 0x3),', '',
          ['CACHE_LOCK_CYCLES.L1D (', 'CACHE_LOCK_CYCLES.L1D_L2 (']),
    plant('core.c', EV, 'INTEL_EVENT_CONSTRAINT(0x51, 0x3),',
          'INTEL_EVENT_CONSTRAINT(0x51, 0x3), INTEL_EVENT_CONSTRAINT(0xfe, 0x1),',
          ['INTEL_EVENT_CONSTRAINT(0xfe, 0x1) matches no catalogued event']),
    # a PEBS event dropped; the offcore extra register dropped
    plant('ds.c', PEBS, 'INTEL_FLAGS_UEVENT_CONSTRAINT(0x010c, 0xf), /* MEM_STORE_RETIRED.DTLB_MISS */',
          '', ['MEM_STORE_RETIRED.DTLB_MISS (config 0x10c): catalog: PEBS']),
    plant('core.c', 'intel_nehalem_extra_regs', 'INTEL_UEVENT_EXTRA_REG(0x01b7, MSR_OFFCORE_RSP_0, 0xffff, RSP_0),', '',
          ['OFFCORE_RESPONSE_0: catalog: offcore_rsp']),
    # what it cannot interpret is an error, not a guess
    plant('core.c', EV, 'INTEL_EVENT_CONSTRAINT(0x63, 0x3),', 'INTEL_EXCLEVT_CONSTRAINT(0x63, 0x3),',
          None),
) if p]
tap(not problems, 'check-constraints finds differences planted in a copy of the source',
    '\n'.join(problems))
text = read(SRC, INTEL, 'core.c')
nhm = text.index('case INTEL_FAM6_NEHALEM:')
with open(os.path.join(doctored, INTEL, 'core.c'), 'w') as fp:
    fp.write(text[:nhm] + text[nhm:].replace('extra_attr = nhm_format_attr;', '', 1))
r = run(TOOL, 'cpu-formats', doctored, os.path.join(tmp, 'sys-nhm'))
shutil.copy(os.path.join(SRC, INTEL, 'core.c'), os.path.join(doctored, INTEL, 'core.c'))
tap(r.returncode == 1 and 'ERROR: ' in r.stderr,
    'cpu-formats says why it fails on a source whose Nehalem case sets no extra_attr', r.stderr)
r = run(TOOL, 'check-constraints', os.path.join(tmp, 'nonexistent'))
tap(r.returncode != 0, 'check-constraints fails on a source it cannot read', r.stdout)


# 6. descriptions: the drivers' tables give each box event one line of its
# own (not empty, not its name spelt out), which list shows and the JSON
# carries; the tool prefixes the PMU's title ("Xeon 7500 C-box: "). Notes:
# the terms a box event needs, read from the drivers' headers
def spelt(name):
    return re.sub(r'[^a-z0-9]+', ' ', name.lower()).strip()


box = {key: desc for key, (_, desc, _) in listed.items() if key[1] != 'cpu'}
bad = [f'{" ".join(key)}: {desc!r}' for key, desc in box.items()
       if len(desc.partition(': ')[2]) < 12 or spelt(desc.partition(': ')[2]) == spelt(key[2])]
tap(not bad and len(box) > 1000,
    f'every box event ({len(box)}) has a description of its own in boxpmu-events list',
    '\n'.join(bad))
bad = []
for model, evs in ours.items():
    for e in (e for e in evs if 'Unit' in e):
        brief, pub = e.get('BriefDescription', ''), e.get('PublicDescription', '')
        if spelt(brief.partition(': ')[2]) == spelt(e['EventName']) or not pub.startswith(brief):
            bad.append(f'{model} {e["EventName"]}: {brief!r} / {pub!r}')
tap(not bad, 'every box event\'s JSON has its description (Brief and Public)',
    '\n'.join(bad[:40]))
r = run(TOOL, 'list', '--pmu', 'cbox', 'llc_hits_all')
want = listed.get(('nhmex', 'cbox', 'llc_hits_all'), ['', ''])[1]
tap(r.returncode == 0 and want and ('    ' + want) in r.stdout.splitlines(),
    'boxpmu-events list --pmu cbox llc_hits_all shows the event\'s description', r.stdout)
# the B-box events counting what B_MSR_MATCH/MASK select (NHMEX_BBOX_MM),
# the IXP2800 ones whose description asks for esc=N
mm = set(re.findall(r'NHMEX_BBOX_MM\(\d, 0x\w+, (\w+),', read(DRV, 'nhmex/nhmex_events_bbox.h')))
esc = set(re.findall(r'BOXPMU_EVENT\((\w+), "[^"]*",\s*"[^"]*esc=N"',
                     read(DRV, 'ixp2800/ixp2800_events.h')))


def note(stem, name):
    return ('needs match,mask=' if stem == 'bbox' and name in mm else
            'needs esc=' if stem == 'ixp2800' and name in esc else '')


bad = [f'list {" ".join(key)}: note {v[2]!r}, want {note(*key[1:])!r}'
       for key, v in listed.items() if key[1] != 'cpu' and v[2] != note(*key[1:])]
for model, evs in ours.items():
    for e in (e for e in evs if 'Unit' in e):
        want = note(e['Unit'].lower(), e['EventName'])
        pub = e.get('PublicDescription', '')[len(e.get('BriefDescription', '')):]
        if pub != ('. Note: ' + want if want else ''):
            bad.append(f'{model} {e["EventName"]}: PublicDescription ends {pub!r}, note {want!r}')
r = run(TOOL, '--sysfs', sysdir, 'perf', '--pmu', 'bbox', 'msg_in_match')
tap(not bad and len(mm) > 5 and len(esc) > 5
    and r.stdout.count('\n# note: needs match,mask=\n') == 2,
    f'box events\' notes: {len(mm)} B-box events need match,mask=, {len(esc)} IXP2800 ones esc= '
    '(list, JSON, perf)', '\n'.join(bad) + '\n' + r.stdout)

# 7. Westmere-EX U-, C-, S- and B-boxes. Facts: LIKWID (RRZE-HPC/likwid
# d9c523b1) src/includes/perfmon_westmereEX_events.txt against
# perfmon_nehalemEX_events.txt; no manual (UNVERIFIED, Documentation/nhmex.rst).


def box_events(model, unit):
    return {e['EventName']: (int(e.get('EventCode', '0'), 16), int(e.get('UMask', '0'), 16),
                             e.get('Filter', ''))
            for e in ours.get(model, []) if e.get('Unit') == unit}


PAIR_EVENTS = ['to_r_%s_msgq_%s' % (q, k) for q in ('drs', 'ncb', 'ncs')
               for k in ('cycles_full', 'cycles_ne', 'occupancy')] + \
    ['pkts_sent_drs', 'pkts_sent_ncs', 'pkts_sent_ncb']
PAIR_CODES = list(zip(PAIR_EVENTS, [0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16,
                                    0x64, 0x66, 0x68]))
WSMEX_S = {
    # the DRS queues toward the ring: moved codes (Xeon 7500: 0x2c, 0x2e, 0x2b, 0x2d)
    'to_ring_r2s_msgq_cycles_full': (0x2a, 0), 'to_ring_r2s_msgq_cycles_ne': (0x2b, 0),
    'to_ring_r2s_msgq_occupancy': (0x2c, 0), 'to_ring_b2s_msgq_cycles_full': (0x2d, 0),
    'to_ring_b2s_msgq_cycles_ne': (0x2e, 0), 'to_ring_b2s_msgq_occupancy': (0x2f, 0),
    # only Westmere-EX's
    'to_ring_ncs_msgq_cycles_ne': (0x25, 0), 'no_credit_loc_ncs': (0x8b, 0),
    'pkts_rcvd_loc_ncs': (0x8f, 0), 'flits_sent_loc_ncs': (0x90, 0),
}
NHMEX_S = {'to_ring_r2s_msgq_cycles_full': (0x2a, 0), 'to_ring_b2s_msgq_cycles_full': (0x2b, 0),
           'to_ring_r2s_msgq_cycles_ne': (0x2c, 0), 'to_ring_b2s_msgq_cycles_ne': (0x2d, 0),
           'to_ring_r2s_msgq_occupancy': (0x2e, 0), 'to_ring_b2s_msgq_occupancy': (0x2f, 0)}
# the pair events on C-boxes i and i + p (umask bit i) and on all p pairs
for d, p, codes in ((NHMEX_S, 4, PAIR_CODES), (WSMEX_S, 5, PAIR_CODES + [
        ('to_r_loc_ncs_msgq_cycles_full', 0x8c), ('to_r_loc_ncs_msgq_cycles_ne', 0x8d),
        ('to_r_loc_ncs_msgq_occupancy', 0x8e)])):
    for ev, code in codes:
        d.update({f'{ev}_cbox{i}_{i + p}': (code, 1 << i) for i in range(p)})
        d[f'{ev}_all'] = (code, (1 << p) - 1)
WSMEX_U = {'buf_valid_door_bell': (0x05, 0), 'buf_valid_pm_in': (0x06, 0),
           'buf_valid_pm_out': (0x07, 0)}
# B-box: LIKWID's Westmere-EX list moves COHQ_IMT_ALLOC_WAIT (0x13) and
# IMT_FULL (0x16) to 0x0e and 0x12 of counter 3, where the same list (and
# Table 2-24 of the 7500's guide) has COHQ_BYPASS and IMPLICIT_WBS: not
# named on Westmere-EX at either place (see nhmex_events_bsrm.h)
NHMEX_B = {'cohq_imt_alloc_wait': (0x13, 0), 'imt_full': (0x16, 0)}
# C-box: LLC_VICTIMS_ALL is umask 0x0F in the Westmere-EX list (M, E, S, F
# victims), 0x1F in the Nehalem-EX one (with FILL_WITHOUT_VICTIMS 0x10);
# the twenty events 0x29-0x3C only the Westmere-EX list has (no umask).
# Its BOUNCES_C2P_AD is the Nehalem-EX list's BOUNCES_P2C_AD (0x01, same
# umasks 0x01-0x03): one event, boxpmu's name kept in both tables.
WSMEX_C = {'llc_victims_all': (0x17, 0x0f)}
WSMEX_C.update({name: (code, 0) for code, name in enumerate(
    ['spl_dead', 'spl_arb_pri_sw', 'spl_not_co', 'spl_co_sb', 'spl_co_nsb',
     'spl_in_full_irq', 'spl_egr_sb', 'spl_egr_nsb', 'igr_op_sram', 'igr_op_uc',
     'arb_wins_p2c_sb', 'arb_wins_p2c_nsb', 'spoof_crd_empty', 'idf_nonzero_no_bl_crd',
     'idf_nonzero_no_vld', 'bounce_assert', 'bounce_deassert', 'spoof_assert',
     'spoof_deassert', 'igr_bid_blocked'], 0x29)})
NHMEX_C = {'llc_victims_all': (0x17, 0x1f)}

for unit, nhm_only, wsm_only in (('SBOX', NHMEX_S, WSMEX_S), ('UBOX', {}, WSMEX_U),
                                 ('BBOX', NHMEX_B, {}), ('CBOX', NHMEX_C, WSMEX_C)):
    w, h = box_events('westmereex', unit), box_events('nehalemex', unit)
    bad = [f'nehalemex {name}: {h.get(name)}, want event={code:#x},umask={umask:#x}'
           for name, (code, umask) in sorted(nhm_only.items())
           if h.get(name, (None, None))[:2] != (code, umask)]
    # westmereex: LIKWID's encoding where it differs, else the Xeon 7500's, no other
    for name in sorted(set(w) | set(h) | set(wsm_only)):
        want = wsm_only.get(name) or (None if name in nhm_only else h.get(name))
        got = w.get(name)
        if (got[:len(want)] if got and want else got) != want:
            bad.append(f'westmereex {name}: {got}, want {want} (nehalemex {h.get(name)})')
    for model, got in (('westmereex', w), ('nehalemex', h)):
        seen = {}
        for name, enc in sorted(got.items()):
            if enc in seen:
                bad.append(f'{model} {name} and {seen[enc]}: same encoding {enc}')
            seen[enc] = name
    tap(not bad and len(w) > 8 and len(h) > 8,
        f'{unit}: x86/westmereex has Westmere-EX\'s events (LIKWID), '
        f'x86/nehalemex the Xeon 7500\'s, the rest equal ({len(w)} and {len(h)})',
        '\n'.join(bad))

# 8. verify against a kernel whose aliases differ from the catalog: two
# S-boxes, the first as the catalog has it (so the kind is present), the
# second with one alias changed and one event the catalog lacks. Formats:
# the S-box control of guide 323535 section 2.5 (event 7:0, umask 15:8,
# edge 18, inv 23, thresh 31:24), match and mask in config1 and config2
fake = os.path.join(tmp, 'fake')
sbox = {name: terms for (plat, stem, name), (terms, _, _) in listed.items()
        if (plat, stem) == ('nhmex', 'sbox')}
formats = {'event': 'config:0-7', 'umask': 'config:8-15', 'edge': 'config:18',
           'inv': 'config:23', 'thresh': 'config:24-31', 'match': 'config1:0-63',
           'mask': 'config2:0-63'}
changed = next(iter(sbox))
for i, extra in ((0, {}), (1, {changed: sbox[changed] + ',edge=1', 'not_catalogued': 'event=0x7'})):
    for sub, files in (('format', formats), ('events', {**sbox, **extra})):
        os.makedirs(os.path.join(fake, f'uncore_sbox_{i}', sub))
        for name, text in files.items():
            with open(os.path.join(fake, f'uncore_sbox_{i}', sub, name), 'w') as fp:
                fp.write(text + '\n')
r = run(TOOL, '--sysfs', fake, 'verify')
want = [f'# uncore_sbox_1/{changed}: catalog {sbox[changed]}, kernel {sbox[changed]},edge=1',
        f'# uncore_sbox_1: {len(sbox) + 1} events in sysfs, {len(sbox)} in the catalog']
lines = r.stdout.splitlines()
tap(r.returncode == 1 and len(sbox) > 50 and all(w in lines for w in want) and
    sum(ln.startswith('not ok') for ln in lines) == 1 and
    any(re.match(r'^not ok \d+ - Xeon 7500 S-box: ', ln) for ln in lines),
    'verify: a second instance\'s changed alias and extra event fail its kind',
    r.stdout + r.stderr)

print(f'1..{n}')
sys.exit(1 if failed else 0)
