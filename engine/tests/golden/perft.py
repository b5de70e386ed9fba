#!/usr/bin/env python3
"""Independent perft (written from the rules, apart from the Rust engine): for each position
in perft/NAME.record.json, the number of legal action sequences 1..DEPTH actions deep.
An action is a direction (classic: none, left, right), a roll (a face 1 to 4: four ways, not
the die's six sides), a rug (an unordered pair of cells) or roll-first's closing quarter turn
(left, right).

  python3 perft.py            prints the counts and compares them with perft/counts.json
  python3 perft.py --write    writes perft/counts.json
"""
import json, os, sys

DEPTH = 8
# the arcs at the edges, as the reference replay walks them
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reference import D, step  # noqa: E402

CW = 'NESW'


def turned(f, rot):
    return CW[(CW.index(f) + {'none': 0, 'left': 3, 'right': 1}[rot]) % 4]


class Game:
    def __init__(self, rec):
        self.players = rec['players']
        self.n = len(self.players)
        rules = rec.get('rules') or {}
        self.elim = (rules.get('bankruptcy') or 'eliminate') == 'eliminate'
        self.rf = (rules.get('turn_order') or 'classic') == 'roll-first'
        a = rec.get('assam') or {'row': 3, 'col': 3, 'facing': 'N'}
        self.a = (a['row'], a['col'], a['facing'])
        self.owner = {k: s for s, p in enumerate(self.players) for k in p['colors']}
        self.color = {}
        self.ids = {}
        self.money = [30] * self.n
        self.left = [{2: 24, 3: 15, 4: 12}[self.n]] * self.n
        self.out = [False] * self.n
        self.laid = 0
        self.seat = 0
        self.phase = 'roll' if self.rf else 'orient'
        self.piles = rec.get('piles')

    def copy(self):
        g = object.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.color = dict(self.color)
        g.ids = dict(self.ids)
        g.money = list(self.money)
        g.left = list(self.left)
        g.out = list(self.out)
        return g

    def area(self, cell):
        k = self.color[cell]
        seen = {cell}
        todo = [cell]
        while todo:
            r, c = todo.pop()
            for dr, dc in D.values():
                m = (r + dr, c + dc)
                if m not in seen and self.color.get(m) == k:
                    seen.add(m)
                    todo.append(m)
        return len(seen)

    def rugs(self):
        ar, ac, _ = self.a
        out = set()
        for dr, dc in D.values():
            c1 = (ar + dr, ac + dc)
            if not (0 <= c1[0] < 7 and 0 <= c1[1] < 7):
                continue
            for er, ec in D.values():
                c2 = (c1[0] + er, c1[1] + ec)
                if not (0 <= c2[0] < 7 and 0 <= c2[1] < 7) or c2 == (ar, ac):
                    continue
                one = self.ids.get(c1)
                if one is not None and one == self.ids.get(c2):
                    continue
                out.add(tuple(sorted((c1, c2))))
        return sorted(out)

    def legal(self):
        if self.phase == 'orient':
            return [('dir', r) for r in ('none', 'left', 'right')]
        if self.phase == 'roll':
            return [('roll', f) for f in (1, 2, 3, 4)]
        if self.phase == 'place':
            return [('rug', p) for p in self.rugs()]
        if self.phase == 'turn':
            return [('turn', r) for r in ('left', 'right')]
        return []

    def end_turn(self):
        if sum(1 for x in self.out if not x) <= 1 or sum(self.left) == 0:
            self.phase = 'over'
            return
        s = self.seat
        while True:
            s = (s + 1) % self.n
            if self.left[s] > 0:
                break
        self.seat = s
        self.phase = 'roll' if self.rf else 'orient'

    def apply(self, action):
        kind, v = action
        r, c, f = self.a
        if kind in ('dir', 'turn'):
            assert self.phase == ('orient' if kind == 'dir' else 'turn')
            self.a = (r, c, turned(f, v))
            if kind == 'dir':
                self.phase = 'roll'
            else:
                self.end_turn()
        elif kind == 'roll':
            assert self.phase == 'roll'
            for _ in range(v):
                r, c, f = step(r, c, f)
            self.a = (r, c, f)
            k = self.color.get((r, c))
            if k is not None and self.owner[k] != self.seat and not self.out[self.owner[k]]:
                owed = self.area((r, c))
                paid = min(owed, self.money[self.seat])
                self.money[self.seat] -= paid
                self.money[self.owner[k]] += paid
                if owed > paid and self.elim:
                    self.out[self.seat] = True
                    self.left[self.seat] = 0
                    self.end_turn()
                    return
            self.phase = 'place'
        else:
            assert self.phase == 'place' and v in self.rugs()
            s = self.seat
            if self.n == 2:
                k = self.piles[s][24 - self.left[s]]
            else:
                k = self.players[s]['colors'][0]
            self.laid += 1
            for cell in v:
                self.color[cell] = k
                self.ids[cell] = self.laid
            self.left[s] -= 1
            if self.rf and sum(self.left) > 0:
                self.phase = 'turn'
            else:
                self.end_turn()


def replay(rec):
    g = Game(rec)
    for t in rec['turns']:
        order = ['roll', 'rug', 'rotate'] if g.rf else ['rotate', 'roll', 'rug']
        for key in order:
            if key not in t:
                continue
            if key == 'rotate':
                g.apply(('turn' if g.rf else 'dir', t[key]))
            elif key == 'roll':
                g.apply(('roll', t[key]))
            else:
                g.apply(('rug', tuple(sorted(tuple(x) for x in t[key]))))
    return g


def perft(g, depth):
    if depth == 0:
        return 1
    actions = g.legal()
    if depth == 1:
        return len(actions)
    total = 0
    for a in actions:
        h = g.copy()
        h.apply(a)
        total += perft(h, depth - 1)
    return total


def main():
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'perft')
    counts = {}
    for f in sorted(os.listdir(here)):
        if f.endswith('.record.json'):
            name = f[:-len('.record.json')]
            g = replay(json.load(open(os.path.join(here, f))))
            counts[name] = [perft(g, d) for d in range(1, DEPTH + 1)]
            print(name, counts[name])
    path = os.path.join(here, 'counts.json')
    if '--write' in sys.argv:
        with open(path, 'w') as out:
            json.dump({'depth': DEPTH, 'counts': counts}, out, indent=1)
            out.write('\n')
        return 0
    want = json.load(open(path))
    ok = want == {'depth': DEPTH, 'counts': counts}
    print('the same as counts.json' if ok else 'DIFFERENT from counts.json')
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
