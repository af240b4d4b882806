"""A simple rule-of-thumb player, good enough to make a demo game look like Magic.

It keeps sensible opening hands, plays a land each turn, casts the most expensive spell it can
afford, points harmful effects at opponents and helpful ones at its own things, attacks when an
attacker can't be blocked and killed for free, and blocks to win trades or to survive.

Cards are judged from their definitions, not their names: an effect is harmful or helpful by its
IR node type (``ir.DealDamage``, ``ir.Destroy``, ``ir.Pump`` ...) and fields, and what it affects
by its references (``ir.Targeted``, ``ir.You``, ``ir.Each`` ...), so new cards work without
changes here.
Whatever it can't judge, or any answer it gets wrong, falls back to
:func:`manastack.agents.random.random_answer`; the agent never raises (unless ``strict``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import PASS, Activate, Cast, Choice, Decision, Pair, PlayLand, TurnFaceUp
from ..game.objects import BATTLEFIELD, GRAVEYARD, GameObject, StackAbility
from ..rules.characteristics import ability
from ..rules.describe import describe_target
from ..rules.select import select
from ..rules.targets import bounds
from .random import random_answer

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import Player

HELPFUL = (ir.Untap, ir.Pump, ir.GainLife, ir.Draw, ir.CreateTokens, ir.CreateTokenCopy, ir.Scry,
           ir.Surveil, ir.PutOntoBattlefield)
"""Effects that are good for whatever they affect."""
HARMFUL = (ir.DealDamage, ir.Destroy, ir.Exile, ir.ReturnToHand, ir.Tap, ir.CounterSpell,
           ir.CounterUnlessPays, ir.Discard, ir.Mill, ir.LoseLife, ir.Sacrifice,
           ir.PlayerSacrifices, ir.SacrificeUnless, ir.SacrificeUnlessPay, ir.GainControl,
           ir.ExchangeControl, ir.RevealHandChoose, ir.DealDivided)
"""Effects that are bad for whatever they affect."""
NOT_SUBJECTS = frozenset({(ir.DealDamage, "source"), (ir.DealDivided, "source"),
                          (ir.AtNextEndStep, "about")})
"""Reference fields that don't name what an effect affects (the damage's source ...)."""
EVASION = frozenset({"flying", "trample", "deathtouch", "first strike", "double strike",
                     "lifelink", "menace", "hexproof", "indestructible", "vigilance"})
MAIN_STEPS = ("main1", "main2")
CAST_THRESHOLD = 1.0  # least score for a targeted spell or ability to be worth using
LETHAL = 50.0  # the score of an effect that wins the game
ACTIVATIONS_PER_TURN = 2  # cap on activating one ability in a turn (guards against loops)


class HeuristicAgent:
    """A sensible, deterministic player; ``seed`` drives its random fallbacks.

    ``strict=True`` re-raises errors in its own heuristics instead of answering randomly
    (for tests that want to see them).
    """

    def __init__(self, seed: int = 0, strict: bool = False) -> None:
        self.rng = random.Random(seed)
        self.strict = strict
        self._activations: dict[tuple[int, int, int], int] = {}
        self._activation_turn = -1
        self._targeting: tuple[int, int, int] = (0, 0, -1)  # game, stack item, phrase index

    def decide(self, game: Game, decision: Decision) -> Any:
        """Answer with the heuristic for the decision's kind; fall back to a random legal answer."""
        handler = getattr(self, f"_on_{decision.kind}", None)
        if handler is not None:
            try:
                answer = handler(game, decision)
                if answer is not None:
                    decision.normalise(answer)
                    return answer
            except Exception:
                if self.strict:
                    raise
        return random_answer(decision, self.rng)

    # ---- the start of the game ----------------------------------------------------------------

    def _on_mulligan(self, game: Game, decision: Decision) -> Any:
        """Keep seven cards with 2-5 lands; mulligan at most once."""
        me = game.player(decision.player)
        lands = sum(1 for c in me.hand if game.objects[c].card.is_land)
        taken = sum(1 for e in game.log
                    if e.kind == "mulligan" and e.text == f"{me.name} takes a mulligan")
        keep = taken >= 1 or 2 <= lands <= 5
        return _choice(decision, keep)

    def _on_bottom(self, game: Game, decision: Decision) -> Any:
        """Bottom surplus lands if the hand is land-heavy, else the most expensive spells."""
        kept = list(decision.options)
        bottom: list[Any] = []
        for _ in range(decision.min):
            lands = [o for o in kept if game.objects[o.value].card.is_land]
            spells = [o for o in kept if o not in lands]
            if spells and len(lands) <= max(2, (len(kept) - 1) // 2):
                pick = max(spells, key=lambda o: _mana_value(game, o.value))
            else:
                pick = lands[-1] if lands else kept[-1]
            kept.remove(pick)
            bottom.append(pick)
        return bottom

    # ---- priority -----------------------------------------------------------------------------

    def _on_priority(self, game: Game, decision: Decision) -> Any:
        """Play a land, then the best worthwhile spell or ability for this moment, else pass."""
        me = game.player(decision.player)
        options = [o for o in decision.options if not (isinstance(o, Activate) and o.mana)]
        window = _window(game, me)
        if window is None:
            return PASS
        ev = Evaluator(game, me.id)
        if window == "stack":
            return self._respond(ev, options) or PASS
        lands = [o for o in options if isinstance(o, PlayLand)]
        if lands and window in MAIN_STEPS:
            return _best_land(game, me, lands)
        best: tuple[Any, ...] | None = None
        for option in options:
            if isinstance(option, Cast):
                key = ev.cast_key(option, window)
            elif isinstance(option, Activate):
                key = ev.activate_key(option, window) if self._may_activate(game, option) else None
            else:
                continue
            if key is not None and (best is None or key > best[0]):
                best = (key, option)
        if best is None:  # with mana left over, turn a face-down permanent face up (116.2b)
            face_up = [o for o in options if isinstance(o, TurnFaceUp)]
            return face_up[0] if face_up and window in MAIN_STEPS else PASS
        if isinstance(best[1], Activate):
            self._count_activation(game, best[1])
        return best[1]

    def _respond(self, ev: Evaluator, options: list[Any]) -> Any:
        """With something on the stack: counter an opponent's spell of mana value 3 or more."""
        game = ev.game
        top = game.objects.get(game.stack[-1])
        if not isinstance(top, GameObject) or top.controller == ev.pid:
            return None
        if game.chars(top).mana_value < 3:
            return None
        for option in options:
            if isinstance(option, Cast) and ev.can_counter(option.card, top.id):
                return option
        return None

    def _may_activate(self, game: Game, option: Activate) -> bool:
        if self._activation_turn != game.turn:
            self._activation_turn = game.turn
            self._activations.clear()
        key = (id(game), option.source, option.index)
        return self._activations.get(key, 0) < ACTIVATIONS_PER_TURN

    def _count_activation(self, game: Game, option: Activate) -> None:
        key = (id(game), option.source, option.index)
        self._activations[key] = self._activations.get(key, 0) + 1

    # ---- casting: targets, X, mana ------------------------------------------------------------

    def _on_target(self, game: Game, decision: Decision) -> Any:
        """Harmful effects at opponents' best things, helpful ones at our own."""
        ev = Evaluator(game, decision.player)
        found = ev.targeting(decision)
        if found is None:
            return None
        item, effect, specs = found
        matching = [i for i, s in enumerate(specs) if describe_target(s) == decision.prompt]
        last_game, last_item, last_index = self._targeting
        index = last_index + 1 if (last_game, last_item) == (id(game), item.id) else 0
        if len(matching) == 1 or (matching and index not in matching):
            index = matching[0]
        self._targeting = (id(game), item.id, index)
        x = item.x
        scores = [ev.target_score(effect, index, c.value, x) for c in decision.options]
        if len(set(scores)) <= 1:
            return None  # can't tell the options apart: answer randomly
        ranked = sorted(range(len(scores)), key=lambda i: -scores[i])
        if decision.shape == "one":
            return decision.options[ranked[0]]
        good = [i for i in ranked if scores[i] > 0][: decision.max]
        good += [i for i in ranked if i not in good][: max(0, decision.min - len(good))]
        answer = [decision.options[i] for i in good]
        while len(answer) > decision.min and not decision.accepts(answer):
            answer.pop()  # e.g. strive: fewer targets when more can't be paid for
        if not decision.accepts(answer) and decision.default is not None:
            return decision.default  # e.g. targets all from a single graveyard (601.2c)
        return answer

    def _on_x(self, game: Game, decision: Decision) -> Any:
        return decision.max

    def _on_pay_mana(self, game: Game, decision: Decision) -> Any:
        return decision.options[0]

    def _on_mana_color(self, game: Game, decision: Decision) -> Any:
        return decision.options[0]

    def _on_may(self, game: Game, decision: Decision) -> Any:
        """Say yes unless the optional effect looks bad for us."""
        ev = Evaluator(game, decision.player)
        return _choice(decision, ev.optional_score() >= 0)

    # ---- combat -------------------------------------------------------------------------------

    def _on_attackers(self, game: Game, decision: Decision) -> Any:
        """Attack the weakest opponent with creatures that can't be blocked and killed for free,
        or with everything when the opponent is low or we far outnumber their blockers (and
        their counter-attack can't hurt us much)."""
        by_attacker: dict[int, list[Pair]] = {}
        for p in decision.options:
            by_attacker.setdefault(p.a, []).append(p)
        defenders = {p.b for p in decision.options if game.is_player(p.b)}
        if not defenders:
            return None
        target = min((game.player(d) for d in defenders), key=lambda p: (p.life, p.index))
        blockers = [o for o in game.permanents(target.id)
                    if "Creature" in game.chars(o).types and not o.tapped]
        able = [game.objects[a] for a in by_attacker]
        able = [o for o in able if (game.chars(o).power or 0) > 0]
        powers = sorted((_combat_power(game, o) for o in able), reverse=True)
        unblocked = sum(powers[len(blockers):])
        me = game.player(decision.player)
        crack_back = sum(_combat_power(game, o) for o in game.permanents(target.id)
                         if "Creature" in game.chars(o).types)
        swarm = len(able) >= 2 * len(blockers) + 1 and 2 * crack_back < me.life
        all_out = swarm or unblocked >= target.life or (
            target.life <= 5 and sum(powers) >= target.life and len(able) > len(blockers))
        chosen = []
        for obj in able:
            if all_out or not any(_clash(game, obj, b) == (True, False)
                                  for b in blockers if _can_block(game, b, obj)):
                pair = next((p for p in by_attacker[obj.id] if p.b == target.id), None)
                if pair is not None:
                    chosen.append(pair)
        while chosen and not decision.accepts(chosen):
            chosen.pop()  # e.g. costs to attack that can't be paid (508.1h)
        if not decision.accepts(chosen):
            return decision.default  # requirements (508.1d) need these attackers
        return chosen

    def _on_blockers(self, game: Game, decision: Decision) -> Any:
        """Block to kill attackers for free or to trade up; chump only to survive lethal damage."""
        me = game.player(decision.player)
        can: dict[int, set[int]] = {}
        for p in decision.options:
            can.setdefault(p.b, set()).add(p.a)
        incoming = [o for o in _attackers(game) if o.attacking == me.id]
        free = {p.a for p in decision.options}
        chosen: list[Pair] = []
        blocked: set[int] = set()
        for att in sorted(incoming, key=lambda o: -_value(game, o)):
            if "menace" in game.chars(att).keywords:
                continue
            options = [game.objects[b] for b in can.get(att.id, ()) if b in free]
            pick = _good_block(game, att, options)
            if pick is not None:
                chosen.append(Pair(pick.id, att.id))
                free.discard(pick.id)
                blocked.add(att.id)
        unblocked = [a for a in incoming if a.id not in blocked]
        damage = sum(_combat_power(game, a) for a in unblocked)
        for att in sorted(unblocked, key=lambda o: -_combat_power(game, o)):
            if damage < me.life:
                break
            if "menace" in game.chars(att).keywords:
                continue
            chumps = [game.objects[b] for b in can.get(att.id, ()) if b in free]
            if not chumps:
                continue
            pick = min(chumps, key=lambda o: _value(game, o))
            chosen.append(Pair(pick.id, att.id))
            free.discard(pick.id)
            if "trample" not in game.chars(att).keywords:
                damage -= _combat_power(game, att)
        labelled = {(p.a, p.b): p for p in decision.options}
        answer = [labelled[(p.a, p.b)] for p in chosen]
        if decision.accepts(answer):
            return answer
        return decision.default or []  # requirements (509.1c) need these blockers

    def _on_damage(self, game: Game, decision: Decision) -> Any:
        return decision.default

    def _on_bands(self, game: Game, decision: Decision) -> Any:
        """Attack without bands (702.22c: forming one is optional)."""
        return decision.default

    # ---- other choices ------------------------------------------------------------------------

    def _on_discard(self, game: Game, decision: Decision) -> Any:
        """Discard spare lands when we have plenty, else the most expensive spells."""
        me = game.player(decision.player)
        in_play = sum(1 for o in game.permanents(me.id) if o.card.is_land)

        def keep_value(option: Choice) -> float:
            card = game.objects[option.value].card
            if card.is_land:
                return 0.5 if in_play >= 5 else 8.0
            return 6.0 - max(0, card.mana_cost.mana_value - in_play - 1)

        ranked = sorted(decision.options, key=keep_value)
        return ranked[: decision.min]

    def _on_sacrifice(self, game: Game, decision: Decision) -> Any:
        """Sacrifice the least valuable permanents offered."""
        ranked = sorted(decision.options, key=lambda o: _value(game, game.objects.get(o.value)))
        return ranked[0] if decision.shape == "one" else ranked[: decision.min]

    def _on_order_triggers(self, game: Game, decision: Decision) -> Any:
        return list(decision.options)

    def _on_legend_rule(self, game: Game, decision: Decision) -> Any:
        return decision.options[0]

    def _on_replacement_order(self, game: Game, decision: Decision) -> Any:
        return decision.options[0]


# ---- judging effects ----------------------------------------------------------------------------


def effect_leaves(effect: Any, depth: int = 0) -> Iterator[tuple[Any, Any]]:
    """Every ``(effect, ref)`` pair in an effect tree: each effect with each reference to what
    it affects. Effects inside effects (a sequence, "you may", "if ... instead") are walked
    into; the modes of a modal effect and abilities an effect creates are not."""
    if not isinstance(effect, ir.Effect) or depth > 8:
        return
    for f in fields(effect):  # type: ignore[arg-type]
        value = getattr(effect, f.name)
        if isinstance(value, ir.ObjRef | ir.PlayerRef):
            if (type(effect), f.name) not in NOT_SUBJECTS:
                yield effect, value
        elif isinstance(value, ir.Effect):
            yield from effect_leaves(value, depth + 1)
        elif isinstance(value, tuple):
            for v in value:
                yield from effect_leaves(v, depth + 1)


def nature(effect: Any) -> str:
    """``"help"``, ``"harm"`` or ``""`` (can't tell) for one effect, from its type and fields."""
    if isinstance(effect, ir.PutCounters):
        return "harm" if "-" in effect.kind else "help"
    if isinstance(effect, ir.Pump):
        p, t = effect.power, effect.toughness
        if isinstance(p, int) and isinstance(t, int):
            return "harm" if t < 0 or p + t < 0 else "help"
    if isinstance(effect, HELPFUL):
        return "help"
    if isinstance(effect, HARMFUL):
        return "harm"
    return ""


def _amount(effect: Any, x: int) -> int:
    n = getattr(effect, "amount", 1)
    return n if isinstance(n, int) else x


def _targets_spells(spec: ir.Target) -> bool:
    """Whether a target phrase is "target [...] spell" (only spells on the stack)."""
    return spec.players is None and not spec.ability and spec.objects is not None \
        and spec.objects.zones == ("stack",)


@dataclass
class Evaluator:
    """Scores plays and targets from one player's point of view (positive = good for them)."""

    game: Game
    pid: int

    # ---- whose is it, and what is it worth

    def is_mine(self, target: Any) -> bool:
        game = self.game
        if game.is_player(target):
            return target == self.pid
        obj = game.objects.get(target)
        if obj is None:
            return False
        if isinstance(obj, GameObject) and obj.zone not in (BATTLEFIELD, "stack"):
            return obj.owner == self.pid
        return obj.controller == self.pid

    def reach(self) -> int:
        """Damage our burn spells in hand could deal to a player."""
        game = self.game
        mine = [*game.player(self.pid).hand,
                *(s for s in game.stack if isinstance(game.objects[s], GameObject)
                  and game.objects[s].controller == self.pid)]
        total = 0
        for cid in mine:
            spell = game.objects[cid].card.spell
            if spell is None or not spell.targets:
                continue
            if spell.targets[0].players is None:
                continue
            for leaf, ref in effect_leaves(spell.effect):
                if isinstance(ref, ir.Targeted) and isinstance(leaf, ir.DealDamage):
                    n = getattr(leaf, "amount", 0)
                    total += n if isinstance(n, int) else 0
        return total

    def leaf_score(self, leaf: Any, target: Any, x: int) -> float:
        """How good it is for us that ``leaf`` happens to ``target``."""
        kind = nature(leaf)
        if not kind:
            return 0.0
        obj = self.game.objects.get(target)
        if isinstance(obj, GameObject) and obj.zone == GRAVEYARD and kind == "harm":
            kind = "help" if isinstance(leaf, ir.ReturnToHand) else kind  # bringing a card back
        sign = -1.0 if self.is_mine(target) else 1.0
        if kind == "help":
            return -sign * self._help_size(leaf, target, x)
        return sign * self._harm_size(leaf, target, x)

    def _harm_size(self, leaf: Any, target: Any, x: int) -> float:
        game = self.game
        n = _amount(leaf, x)
        damage = isinstance(leaf, ir.DealDamage)
        if game.is_player(target):
            player = game.player(target)
            if (damage or isinstance(leaf, ir.LoseLife)) and n >= player.life:
                return LETHAL
            if damage:
                return n * (3.0 if target != self.pid and player.life <= self.reach() else 0.3)
            if isinstance(leaf, ir.Discard):
                return 0.7 * n
            return (0.2 if isinstance(leaf, ir.Mill) else 0.3) * n
        obj = game.objects.get(target)
        if obj is None:
            return 0.0
        if obj.zone == "stack":
            return game.chars(obj).mana_value + 1.0 if isinstance(obj, GameObject) else 1.0
        if not isinstance(obj, GameObject):
            return 0.0
        if obj.zone != BATTLEFIELD:
            return 0.5 * _value(game, obj)
        value = _value(game, obj) + (1.0 if obj.attacking is not None else 0.0)
        if damage:
            return value if _dies_to(game, obj, n) else 0.1 * n
        if isinstance(leaf, ir.PutCounters | ir.Pump):
            shrink = n if isinstance(leaf, ir.PutCounters) else -leaf.toughness  # type: ignore[operator]
            return value if _dies_to(game, obj, shrink, destroy=False) else 0.3
        if isinstance(leaf, ir.ReturnToHand):
            return value if obj.token else 0.6 * value
        if isinstance(leaf, ir.Tap):
            return 0.3 * value
        return value

    def _help_size(self, leaf: Any, target: Any, x: int) -> float:
        game = self.game
        n = _amount(leaf, x)
        if game.is_player(target):
            tokens = isinstance(leaf, ir.CreateTokens | ir.CreateTokenCopy)
            return (1.0 if isinstance(leaf, ir.Draw) else 1.5 if tokens else 0.3) * n
        obj = game.objects.get(target)
        if not isinstance(obj, GameObject):
            return 0.5
        if obj.zone != BATTLEFIELD:
            return _value(game, obj)  # a card back from a graveyard
        in_combat = obj.attacking is not None or bool(obj.blocking)
        if isinstance(leaf, ir.PutCounters):
            return 0.7 * n
        lasting = 0.5 if not isinstance(leaf, ir.Pump) else 0.1
        return 3.0 if in_combat and game.step == "declare_blockers" else lasting

    # ---- targets

    def target_score(self, effect: Any, index: int, target: Any, x: int) -> float:
        """The score of choosing ``target`` for target phrase ``index`` of ``effect``."""
        return sum(self.leaf_score(leaf, target, x) for leaf, ref in effect_leaves(effect)
                   if isinstance(ref, ir.Targeted) and ref.index == index)

    def best_targets(self, effect: Any, specs: Sequence[Any], source: int, x: int) -> float:
        """The total score of the best legal targets for each target phrase."""
        from ..rules.targets import candidates

        total = 0.0
        for i, spec in enumerate(specs):
            scores = sorted((self.target_score(effect, i, t, x)
                             for t in candidates(self.game, spec, self.pid, source)), reverse=True)
            least, most = bounds(spec)
            picked = scores[:most]
            if least == 0:
                picked = [s for s in picked if s > 0]
            total += sum(picked) if picked else 0.0
        return total

    def targeting(self, decision: Decision) -> tuple[Any, Any, Sequence[Any]] | None:
        """The stack item being targeted now, its effect and its target phrases."""
        game = self.game
        if not game.stack:
            return None
        item = game.objects.get(game.stack[-1])
        if item is None or item.controller != decision.player:
            return None
        if isinstance(item, StackAbility):
            effect, specs = item.ability.effect, item.ability.targets
        elif item.card.spell is not None:
            effect, specs = item.card.spell.effect, item.card.spell.targets
        else:
            return None
        return item, effect, specs

    # ---- untargeted effects

    def untargeted_score(self, effect: Any, source: int, x: int) -> float:
        """The score of an effect's parts that don't target: you, each opponent, all creatures..."""
        game = self.game
        total = 0.0
        for leaf, ref in effect_leaves(effect):
            if isinstance(ref, ir.This):
                subjects: list[Any] = [source] if source in game.objects else []
            elif isinstance(ref, ir.You):
                subjects = [self.pid]
            elif isinstance(ref, ir.EachOpponent):
                subjects = [p.id for p in game.opponents(self.pid)]
            elif isinstance(ref, ir.EachPlayer):
                subjects = [p.id for p in game.living()]
            elif isinstance(ref, ir.Each):
                subjects = [o.id for o in select(game, ref.what, self.pid, source)]
            else:
                continue
            total += sum(self.leaf_score(leaf, s, x) for s in subjects)
        return total

    def optional_score(self) -> float:
        """For a "you may" as the top of the stack resolves: the score of doing it."""
        game = self.game
        if not game.stack:
            return 0.0
        item = game.objects.get(game.stack[-1])
        if item is None:
            return 0.0
        effect = item.ability.effect if isinstance(item, StackAbility) else (
            item.card.spell.effect if item.card.spell is not None else None)
        source = item.source if isinstance(item, StackAbility) else item.id
        total = 0.0
        for inner in _optional_parts(effect):
            total += self.untargeted_score(inner, source, item.x)
            for leaf, ref in effect_leaves(inner):
                if isinstance(ref, ir.Targeted) and ref.index < len(item.targets or ()):
                    total += sum(self.leaf_score(leaf, t, item.x)
                                 for t in item.targets[ref.index] if t is not None)
        return total

    # ---- whole plays

    def can_counter(self, card_id: int, spell_id: int) -> bool:
        """Whether the spell ``card_id`` in hand could target the spell ``spell_id``."""
        from ..rules.targets import is_legal

        spell = self.game.objects[card_id].card.spell
        return spell is not None and any(
            _targets_spells(s) and is_legal(self.game, s, spell_id, self.pid, card_id)
            for s in spell.targets)

    def cast_key(self, option: Cast, window: str) -> tuple[Any, ...] | None:
        """A sort key if casting this spell now is worthwhile (higher is better), else None."""
        game = self.game
        obj = game.objects[option.card]
        card = obj.card
        ch = game.chars(obj)
        mv = ch.mana_value
        instant = "Instant" in ch.types or "flash" in ch.keywords
        if window not in MAIN_STEPS and not instant:
            return None
        spell = card.spell
        if spell is not None and spell.targets:
            if any(_targets_spells(s) for s in spell.targets):
                return None  # counterspells wait for a spell to counter
            x = self._max_x(card)
            score = self.best_targets(spell.effect, spell.targets, obj.id, x)
            score += self.untargeted_score(spell.effect, obj.id, x)
            threshold = 0.0 if card.is_permanent else _threshold(window)
            return (score >= LETHAL, 1, mv) if score >= threshold else None
        if card.is_permanent:
            if window not in MAIN_STEPS and window != "their_end":
                return None
            creature_first = window == "main1" and card.is_creature
            return (False, 2 if creature_first else 1, mv)
        if spell is None:
            return None
        score = self.untargeted_score(spell.effect, obj.id, self._max_x(card))
        ok = window in ("main2", "their_end") or (window == "main1" and "Sorcery" in ch.types)
        return (score >= LETHAL, 1, mv) if ok and score > 0 else None

    def activate_key(self, option: Activate, window: str) -> tuple[Any, ...] | None:
        """A sort key if activating this (non-mana) ability now is worthwhile, else None."""
        game = self.game
        obj = game.objects[option.source]
        ab = ability(game, obj, option.index)  # printed or granted
        if ab is None:
            return None
        cost = ab.cost
        penalty = 0.3 * cost.life + 1.0 * cost.discard
        if cost.sacrifice_self:
            penalty += _value(game, obj)
        if getattr(cost, "sacrifice", None) is not None:
            penalty += self._cheapest_sacrifice(cost.sacrifice, obj.id)
        if cost.tap and obj.card.is_creature and window == "main1":
            return None  # it may want to attack first
        score = self.untargeted_score(ab.effect, obj.id, 0) - penalty
        if ab.targets:
            score += self.best_targets(ab.effect, ab.targets, obj.id, 0)
        threshold = _threshold(window) if ab.targets or cost.tap else 1.0
        if window in ("main2", "their_end"):
            threshold = min(threshold, 0.25)
        if score < threshold:
            return None
        return (score >= LETHAL, 0, score)

    def _cheapest_sacrifice(self, what: ir.Selector, source: int) -> float:
        """The value of the cheapest permanent we could sacrifice to a cost."""
        from ..rules.costs import sacrifice_candidates

        values = [_value(self.game, o) for o in sacrifice_candidates(self.game, self.pid, what,
                                                                     source) if o.id != source]
        return min(values, default=0.0)

    def _max_x(self, card: Any) -> int:
        if not card.mana_cost.x_count:
            return 0
        from ..rules.payment import max_x

        return max_x(self.game, self.pid, card.mana_cost)


def _optional_parts(effect: Any, depth: int = 0) -> Iterator[Any]:
    """The inner effects of every "you may" (``ir.May``, ``ir.MayPay``)."""
    if not isinstance(effect, ir.Effect) or depth > 8:
        return
    if isinstance(effect, ir.May | ir.MayPay):
        yield effect.effect
        return
    for f in fields(effect):  # type: ignore[arg-type]
        value = getattr(effect, f.name)
        for v in value if isinstance(value, tuple) else (value,):
            yield from _optional_parts(v, depth + 1)


# ---- game-state helpers ---------------------------------------------------------------------


def _window(game: Game, me: Player) -> str | None:
    """Which moment this priority is, for deciding what is worth doing now (None: just pass)."""
    if game.stack:
        return "stack"
    mine = game.active_player.id == me.id
    step = game.step
    if mine:
        if step in MAIN_STEPS:
            return step
        return "my_combat" if step == "declare_blockers" else None
    return {"declare_attackers": "their_attack", "declare_blockers": "their_blocks",
            "end": "their_end"}.get(step)


def _threshold(window: str) -> float:
    return 0.25 if window == "their_end" else CAST_THRESHOLD


def _best_land(game: Game, me: Player, lands: list[PlayLand]) -> PlayLand:
    """The land making the color our hand needs most and our lands don't make yet."""
    have: set[str] = set()
    for o in game.permanents(me.id):
        have.update(_colors_made(o.card))
    need: dict[str, int] = {}
    for cid in me.hand:
        for sym in game.objects[cid].card.mana_cost.symbols:
            need[sym] = need.get(sym, 0) + 1
    return max(lands, key=lambda o: sum(need.get(c, 0) * (3 if c not in have else 1)
                                        for c in _colors_made(game.objects[o.card].card)))


def _colors_made(card: Any) -> set[str]:
    made: set[str] = set()
    for _, ab in card.activated:
        if ab.is_mana_ability and isinstance(ab.effect, ir.AddMana):
            for m in ab.effect.options:
                made.update(m)
    return made


def _mana_value(game: Game, oid: int) -> int:
    return game.objects[oid].card.mana_cost.mana_value


def _value(game: Game, obj: Any) -> float:
    """A rough worth of a permanent (or card) to its controller."""
    if not isinstance(obj, GameObject):
        return 1.0
    card = obj.card
    if obj.zone != BATTLEFIELD:
        body = max(0, card.printed.power or 0) + max(0, card.printed.toughness or 0) \
            if card.is_creature else 0
        return 1.0 + 0.5 * card.mana_cost.mana_value + 0.5 * body
    ch = game.chars(obj)
    if "Creature" in ch.types:
        value = _combat_power(game, obj) + max(0, ch.toughness or 0)
        value += 0.5 * len(ch.keywords & EVASION) + 0.25 * ch.mana_value
        return value + (0.5 if card.activated else 0.0)
    if "Planeswalker" in ch.types:
        return 4.0 + (obj.counters or {}).get("loyalty", 0)
    if "Land" in ch.types:
        return 1.0
    return 1.0 + 0.5 * ch.mana_value


def _dies_to(game: Game, obj: GameObject, damage: int, destroy: bool = True) -> bool:
    """Whether ``damage`` (or a toughness drop when ``destroy`` is False) kills it now."""
    ch = game.chars(obj)
    if damage <= 0:
        return False
    if "Planeswalker" in ch.types and "Creature" not in ch.types:
        return damage >= (obj.counters or {}).get("loyalty", 0)
    if "Creature" not in ch.types:
        return False
    if destroy and "indestructible" in ch.keywords:
        return False
    left = (ch.toughness or 0) - (obj.damage if destroy else 0)
    return damage >= left


def _attackers(game: Game) -> list[GameObject]:
    return [o for o in game.permanents() if o.attacking is not None]


def _combat_power(game: Game, obj: GameObject) -> int:
    ch = game.chars(obj)
    power = max(0, ch.power or 0)
    return 2 * power if "double strike" in ch.keywords else power


def _can_block(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    from ..rules.combat import can_block

    return can_block(game, blocker, attacker)


def _clash(game: Game, attacker: GameObject, blocker: GameObject) -> tuple[bool, bool]:
    """``(attacker dies, blocker dies)`` if ``blocker`` alone blocks ``attacker`` (no tricks)."""
    a, b = game.chars(attacker), game.chars(blocker)
    a_hits, b_hits = _strikes(a.keywords), _strikes(b.keywords)
    a_power, b_power = max(0, a.power or 0), max(0, b.power or 0)
    to_a = to_b = 0
    a_dead = b_dead = False
    for step in (0, 1):
        if not a_dead and a_hits[step]:
            to_b += a_power
        if not b_dead and b_hits[step]:
            to_a += b_power
        a_dead = a_dead or _lethal(attacker, a, to_a, "deathtouch" in b.keywords)
        b_dead = b_dead or _lethal(blocker, b, to_b, "deathtouch" in a.keywords)
    return a_dead, b_dead


def _strikes(keywords: frozenset[str]) -> tuple[bool, bool]:
    """Whether a creature deals damage in the first-strike step and in the regular step."""
    double = "double strike" in keywords
    first = "first strike" in keywords or double
    return first, double or not first


def _lethal(obj: GameObject, ch: Any, damage: int, deathtouch: bool) -> bool:
    if damage <= 0 or "indestructible" in ch.keywords:
        return False
    return deathtouch or damage + obj.damage >= (ch.toughness or 0)


def _good_block(game: Game, attacker: GameObject, blockers: list[GameObject]) -> GameObject | None:
    """The cheapest blocker that kills the attacker and lives, else one that lives, else a fair
    trade; None if every block loses value."""
    outcomes = [(b, *_clash(game, attacker, b)) for b in blockers]
    cheap = sorted(outcomes, key=lambda t: _value(game, t[0]))
    for b, att_dies, blk_dies in cheap:
        if att_dies and not blk_dies:
            return b
    for b, _att_dies, blk_dies in cheap:
        if not blk_dies and "trample" not in game.chars(attacker).keywords:
            return b
    worth = _value(game, attacker)
    for b, att_dies, blk_dies in cheap:
        if att_dies and blk_dies and _value(game, b) <= worth:
            return b
    return None


def _choice(decision: Decision, value: Any) -> Any:
    """The option of a ``one`` decision whose value is ``value``."""
    for o in decision.options:
        if isinstance(o, Choice) and o.value == value:
            return o
    return None

