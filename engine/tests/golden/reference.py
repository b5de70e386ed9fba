#!/usr/bin/env python3
"""Independent reference replay (written separately from the Rust engine, straight from
the rules of the game) used to check the expected states in valid/. Run: python3 reference.py
It replays every valid/NAME.record.json and compares with valid/NAME.state.json."""
import json, os, sys

D = {'N': (-1, 0), 'E': (0, 1), 'S': (1, 0), 'W': (0, -1)}
CW = 'NESW'

def step(r, c, f):
    dr, dc = D[f]
    nr, nc = r + dr, c + dc
    if 0 <= nr < 7 and 0 <= nc < 7:
        return nr, nc, f
    if f == 'N':
        return (0, 6, 'W') if c == 6 else (0, c ^ 1, 'S')
    if f == 'S':
        return (6, 0, 'E') if c == 0 else (6, {1: 2, 2: 1, 3: 4, 4: 3, 5: 6, 6: 5}[c], 'N')
    if f == 'W':
        return (6, 0, 'N') if r == 6 else (r ^ 1, 0, 'E')
    return (0, 6, 'S') if r == 0 else ({1: 2, 2: 1, 3: 4, 4: 3, 5: 6, 6: 5}[r], 6, 'W')

def replay(rec):
    players = rec['players']
    n = len(players)
    rules = rec.get('rules') or {}
    elim = (rules.get('bankruptcy') or 'eliminate') == 'eliminate'
    rf = (rules.get('turn_order') or 'classic') == 'roll-first'
    a = rec.get('assam') or {'row': 3, 'col': 3, 'facing': 'N'}
    ar, ac, af = a['row'], a['col'], a['facing']
    owner = {}
    for s, p in enumerate(players):
        for col in p['colors']:
            owner[col] = s
    color = [[None] * 7 for _ in range(7)]
    ids = [[None] * 7 for _ in range(7)]
    money = [30] * n
    left = [{2: 24, 3: 15, 4: 12}[n]] * n
    out = [False] * n
    laid = 0
    seat = 0
    over = False
    phase = 'roll' if rf else 'orient'
    piles = rec.get('piles')

    def area(r, c):
        k = color[r][c]
        seen = {(r, c)}
        todo = [(r, c)]
        while todo:
            x, y = todo.pop()
            for dx, dy in D.values():
                u, v = x + dx, y + dy
                if 0 <= u < 7 and 0 <= v < 7 and (u, v) not in seen and color[u][v] == k:
                    seen.add((u, v)); todo.append((u, v))
        return len(seen)

    def turn_dir(f, rot):
        i = CW.index(f)
        return CW[(i + {'none': 0, 'left': 3, 'right': 1}[rot]) % 4]

    def end_turn():
        nonlocal seat, over, phase
        if sum(1 for x in out if not x) <= 1 or sum(left) == 0:
            over = True; phase = 'over'; return
        s = seat
        while True:
            s = (s + 1) % n
            if left[s] > 0:
                break
        seat = s
        phase = 'roll' if rf else 'orient'

    for t in rec['turns']:
        assert not over
        if not rf:
            af = turn_dir(af, t['rotate']); phase = 'roll'
            if 'roll' not in t:
                break
        for _ in range(t['roll']):
            ar, ac, af = step(ar, ac, af)
        k = color[ar][ac]
        if k is not None and owner[k] != seat and not out[owner[k]]:
            owed = area(ar, ac)
            paid = min(owed, money[seat])
            money[seat] -= paid; money[owner[k]] += paid
            if owed > paid and elim:
                out[seat] = True; left[seat] = 0
                assert 'rug' not in t
                end_turn()
                continue
        phase = 'place'
        if 'rug' not in t:
            break
        (r1, c1), (r2, c2) = t['rug']
        assert abs(r1 - r2) + abs(c1 - c2) == 1
        assert (r1, c1) != (ar, ac) and (r2, c2) != (ar, ac)
        assert abs(r1 - ar) + abs(c1 - ac) == 1 or abs(r2 - ar) + abs(c2 - ac) == 1
        assert ids[r1][c1] is None or ids[r1][c1] != ids[r2][c2]
        if n == 2:
            used = {2: 24}[n] - left[seat]
            col = piles[seat][used]
        else:
            col = players[seat]['colors'][0]
        laid += 1
        for (r, c) in ((r1, c1), (r2, c2)):
            color[r][c] = col; ids[r][c] = laid
        left[seat] -= 1
        if rf and sum(left) > 0:
            phase = 'turn'
            if 'rotate' not in t:
                break
            assert t['rotate'] in ('left', 'right')
            af = turn_dir(af, t['rotate'])
        else:
            assert 'rotate' not in t or not rf
        end_turn()

    vis = [sum(1 for r in range(7) for c in range(7) if color[r][c] is not None and owner[color[r][c]] == s) for s in range(n)]
    score = [None if out[s] else money[s] + vis[s] for s in range(n)]
    winners = []
    if over:
        best = max((score[s], money[s]) for s in range(n) if not out[s])
        winners = [s for s in range(n) if not out[s] and (score[s], money[s]) == best]
    return {
        'format': 'marrakech-state/1',
        'assam': {'row': ar, 'col': ac, 'facing': af},
        'board': color, 'rug_ids': ids,
        'players': [{'money': money[s], 'visible': vis[s], 'rugs_left': left[s], 'eliminated': out[s], 'score': score[s]} for s in range(n)],
        'next': None if over else seat, 'phase': phase, 'over': over, 'winners': winners,
    }

if __name__ == '__main__':
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'valid')
    bad = 0
    for f in sorted(os.listdir(here)):
        if not f.endswith('.record.json'):
            continue
        name = f[:-len('.record.json')]
        got = replay(json.load(open(os.path.join(here, f))))
        want = json.load(open(os.path.join(here, name + '.state.json')))
        ok = got == want
        bad += not ok
        print(('ok   ' if ok else 'DIFF ') + name)
    sys.exit(1 if bad else 0)
