"""Combat (506-511): declaring attackers and blockers, and combat damage."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import NO, YES, Choice, Decision, IllegalAction, Pair
from ..game.objects import GameObject
from ..game.view import seen_name
from . import events
from .characteristics import chars
from .keywords import block_problem
from .mana import NO_COST, ManaCost
from .payment import can_afford, can_tap_for_cost, pay_mana
from .protection import protected_from
from .restrictions import (
    ATTACK,
    BLOCK,
    BLOCKED,
    affects,
    fewest_blockers,
    held,
    most_blockers,
    pair_forbidden,
    restricted,
)
from .select import matches
from .triggers import notice

if TYPE_CHECKING:
    from ..game.game import Game

Flow = Generator[Decision, Any, None]


def attackers(game: Game) -> list[GameObject]:
    objs = game.objects
    return [o for i in game.battlefield if (o := objs[i]).attacking is not None]  # type: ignore[misc]


def blockers_of(game: Game, attacker: int) -> list[GameObject]:
    objs = game.objects
    return [o for i in game.battlefield if attacker in (o := objs[i]).blocking]  # type: ignore[misc]


def has_first_strike_step(game: Game) -> bool:
    """510.4: a first-strike combat damage step happens if an attacking or blocking creature has
    first strike or double strike."""
    for i in game.battlefield:
        o = game.objects[i]
        if o.attacking is not None or o.blocking:
            kw = chars(game, o).keywords
            if "first strike" in kw or "double strike" in kw:
                return True
    return False


def can_attack(game: Game, obj: GameObject) -> bool:
    """508.1a: an untapped creature that has been under its controller's control since their
    turn began (302.6, haste 702.10) and doesn't have defender (702.3b)."""
    ch = chars(game, obj)
    if "Creature" not in ch.types or "defender" in ch.keywords:
        return False
    if restricted(game, obj, ATTACK):  # 508.1c: "can't attack"
        return False
    return can_tap_for_cost(game, obj)


def defenders(game: Game, pid: int) -> list[int]:
    """506.3, 508.1b: the opponents and planeswalkers they control that can be attacked."""
    found: list[int] = []
    for p in game.opponents(pid):
        found.append(p.id)
        found += [o.id for o in game.permanents(p.id) if "Planeswalker" in chars(game, o).types]
    return found


def _name(game: Game, ident: int) -> str:
    return game.player(ident).name if game.is_player(ident) else game.objects[ident].name


def _abilities(game: Game, obj: GameObject, kind: type) -> list[Any]:
    if not game.statics and not game.effects and not obj.card.attack_rules:
        return []
    return [a for a in chars(game, obj).abilities if isinstance(a, kind)
            and not _excepted(game, obj, a)]


def _excepted(game: Game, obj: GameObject, ab: Any) -> bool:
    """"... unless [condition]": the restriction or requirement doesn't apply while it holds."""
    unless = getattr(ab, "unless", None)
    if unless is None:
        return False
    from .conditions import holds
    from .context import holder_context

    return holds(game, holder_context(obj), unless)


def _must_attack(game: Game, obj: GameObject) -> bool:
    """508.1d: "SELF attacks each combat if able." (its own, or one it gained), or an Aura's
    "Enchanted creature ... attacks each combat if able."."""
    return any(isinstance(a.affects, ir.This) for a in _abilities(game, obj, ir.AttacksEachCombat)) \
        or any(not isinstance(ab.affects, ir.This)
               for _h, ab in affecting(game, obj, ir.AttacksEachCombat))


def attack_targets(game: Game, obj: GameObject, targets: list[int]) -> list[int]:
    """The defenders ``obj`` may attack: restrictions remove some (508.1c)."""
    if _abilities(game, obj, ir.CantAttackOwner):
        owner = obj.owner
        targets = [d for d in targets if d != owner and not (
            not game.is_player(d) and game.objects[d].controller == owner)]
    for ab in _abilities(game, obj, ir.CantAttackUnlessDefender):
        targets = [d for d in targets if _defender_controls(game, obj, d, ab.what)]
    return targets


def _defender_controls(game: Game, obj: GameObject, defender: int, what: ir.Selector) -> bool:
    """Whether the defending player of an attack on ``defender`` (the player, or the
    planeswalker's controller, 506.2) controls a permanent ``what`` describes."""
    player = defender if game.is_player(defender) else game.objects[defender].controller
    return any(matches(game, o, what.pred, obj.controller, obj.id)
               for o in game.permanents(player))


def attack_tax(game: Game, defender: int) -> ManaCost:
    """508.1d: the cost for one creature to attack ``defender`` (Ghostly Prison)."""
    if not game.is_player(defender):
        return NO_COST
    total = NO_COST
    for obj in game.permanents(defender):
        for tax in _abilities(game, obj, ir.AttackTax):
            total = total.plus(ManaCost.parse(tax.mana))
    return total


def declare_attackers(game: Game) -> Flow:
    """508.1: the active player declares attackers, obeying restrictions (508.1c) and as many
    requirements as possible (508.1d) without being forced to pay costs to attack; then pays
    those costs (508.1g-h). Attackers tap (508.1f) unless they have vigilance (702.20b), then
    "whenever ... attacks" abilities trigger (508.3a)."""
    player = game.active_player
    able = [o for o in game.permanents(player.id) if can_attack(game, o)]
    if not able:
        return
    targets = defenders(game, player.id)
    allowed = {o.id: attack_targets(game, o, targets) for o in able}
    taxes = {d: attack_tax(game, d) for d in targets}
    options = [Pair(o.id, d, f"{o.name} attacks {_name(game, d)}")
               for o in able for d in allowed[o.id]]
    if not options:
        return
    # requirements that can be obeyed without paying a cost (508.1d)
    must = {o.id: [d for d in allowed[o.id] if not taxes[d]] for o in able
            if _must_attack(game, o)}
    # "attacks that opponent this turn if able" (702.141a): that player only, if it may
    aimed: dict[int, int] = {}
    for o in able:
        want = o.must_attack
        if want is not None and want[1] == game.turn and want[0] in allowed[o.id] and \
                not taxes[want[0]]:
            must[o.id] = [want[0]]
            aimed[o.id] = want[0]
    must = {k: v for k, v in must.items() if v}
    default = [next(p for p in options if p.a == k and p.b == v[0]) for k, v in must.items()]

    def check(chosen: tuple[Pair, ...]) -> None:
        attacking = {p.a: p.b for p in chosen}
        for oid in must:
            if oid not in attacking:
                raise IllegalAction(f"{game.objects[oid].name} attacks each combat if able",
                                    "508.1d")
            if oid in aimed and attacking[oid] != aimed[oid]:
                raise IllegalAction(f"{game.objects[oid].name} attacks "
                                    f"{_name(game, aimed[oid])} this turn if able", "508.1d")
        if len(attacking) == 1:
            only = game.objects[next(iter(attacking))]
            if any(ab.attack for _h, ab in affecting(game, only, ir.CantAlone)):
                raise IllegalAction(f"{only.name} can't attack alone", "506.5")
        cost = _total_tax(game, chosen)
        if cost and not can_afford(game, player.id, cost):
            raise IllegalAction(f"the attack costs {cost.text} and that can't be paid", "508.1h")

    chosen = yield Decision(player.id, "attackers", options, shape="pairs",
                            prompt="declare attackers (508.1)", check=check, default=default,
                            explain=lambda p: _why_not_attack(game, player.id, p, targets))
    if not chosen:
        game.record("attackers", f"{player.name} declares no attackers", "508.1")
        return
    bands = yield from _declare_bands(game, player.id, chosen)  # 508.1e
    cost = _total_tax(game, chosen)
    if cost:
        yield from pay_mana(game, player.id, cost)  # 508.1g-h
    yield from _enlist(game, player.id, chosen)
    game.attacks_declared = True
    for pair in chosen:
        obj = game.objects[pair.a]
        if "vigilance" not in chars(game, obj).keywords:
            yield from events.tap(game, obj.id, rule="508.1f", quiet=True)
        obj.attacking = pair.b
    game.bands = bands
    game.touch()
    game.record("attackers", f"{player.name} attacks: " + ", ".join(p.label for p in chosen),
                "508.1", (player.id, tuple(p.b for p in chosen)))
    for band in bands:
        game.record("attackers", f"{player.name}'s " + _and(game.objects[i].name for i in band)
                    + " attack as a band", "702.22c", band)
    for pair in chosen:
        notice(game, "attacks", game.objects[pair.a], player.id, defender=pair.b)
    if chosen:  # 508.1: one event, "whenever one or more creatures you control attack"
        notice(game, "creatures_attack", None, player.id, batch=tuple(p.a for p in chosen))
    if len(chosen) == 1:  # 702.83b: the only creature declared as an attacker
        notice(game, "attacks_alone", game.objects[chosen[0].a], player.id,
               defender=chosen[0].b)


def has_banding(game: Game, obj: GameObject) -> bool:
    """702.22a: the creature has banding now (its own, or granted)."""
    return "banding" in chars(game, obj).keywords


def _and(names: Any) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _declare_bands(game: Game, pid: int, chosen: tuple[Pair, ...],
                   ) -> Generator[Decision, Any, tuple[tuple[int, ...], ...]]:
    """508.1e, 702.22c-d: as attackers are declared, the attacking player may put attacking
    creatures into bands: one or more with banding and up to one without, all attacking the same
    player or planeswalker, each creature in one band at most. One ``bands`` decision (shape
    ``pairs``): ``Pair(member, creature with banding)`` says the member is in that creature's
    band; bands are the groups these pairs join. An attack with no creature with banding, or none
    that could share a band, asks nothing."""
    attacking = {p.a: p.b for p in chosen}
    banding = [a for a in attacking if has_banding(game, game.objects[a])]
    objs = game.objects
    options = [Pair(m, h, f"{objs[m].name} bands with {objs[h].name}")
               for h in banding for m in attacking if m != h and attacking[m] == attacking[h]]
    if not options:
        return ()

    def check(answer: tuple[Pair, ...]) -> None:
        _bands_from(game, attacking, answer)

    answer = yield Decision(pid, "bands", options, shape="pairs", cite="702.22c",
                            prompt="form attacking bands (508.1e, 702.22c): each pair puts a "
                                   "creature in the band of a creature with banding",
                            check=check, default=[],
                            explain=lambda p: _why_not_band(game, attacking, p))
    return _bands_from(game, attacking, answer)


def _bands_from(game: Game, attacking: dict[int, int], pairs: tuple[Pair, ...],
                ) -> tuple[tuple[int, ...], ...]:
    """The bands a ``bands`` answer forms (each a sorted tuple of ids, two or more creatures),
    or IllegalAction naming the rule a band breaks (702.22c-d)."""
    group: dict[int, int] = {}

    def root(x: int) -> int:
        while group.get(x, x) != x:
            x = group[x]
        return x

    for p in pairs:
        ra, rb = root(p.a), root(p.b)
        if ra != rb:
            group[max(ra, rb)] = min(ra, rb)
    members: dict[int, list[int]] = {}
    for x in {p.a for p in pairs} | {p.b for p in pairs}:
        members.setdefault(root(x), []).append(x)
    bands = []
    for band in members.values():
        band.sort()
        names = [game.objects[i].name for i in band]
        without = [game.objects[i].name for i in band if not has_banding(game, game.objects[i])]
        if len(without) > 1:
            raise IllegalAction(f"a band may have only one creature without banding, and "
                                f"{_and(without)} don't have banding", "702.22c")
        if not any(has_banding(game, game.objects[i]) for i in band):
            raise IllegalAction(f"{_and(names)} can't form a band: none has banding", "702.22c")
        if len({attacking[i] for i in band}) > 1:
            raise IllegalAction(f"{_and(names)} attack different players or planeswalkers and "
                                "can't be in one band", "702.22d")
        bands.append(tuple(band))
    return tuple(sorted(bands))


def _why_not_band(game: Game, attacking: dict[int, int], pair: Any) -> Pair:
    """An unoffered ``bands`` pair: the same band written the other way round, or the rule it
    breaks (702.22c-d)."""
    a, b = getattr(pair, "a", None), getattr(pair, "b", None)
    if a not in attacking or b not in attacking or a == b:
        raise IllegalAction("only two different attacking creatures can be in a band", "702.22c")
    objs = game.objects
    if attacking[a] != attacking[b]:
        raise IllegalAction(f"{objs[a].name} and {objs[b].name} attack different players or "
                            "planeswalkers and can't be in one band", "702.22d")
    if has_banding(game, objs[a]) and not has_banding(game, objs[b]):
        return Pair(b, a, f"{objs[b].name} bands with {objs[a].name}")  # the same band
    raise IllegalAction(f"neither {objs[a].name} nor {objs[b].name} has banding: a band is "
                        "creatures with banding and up to one without", "702.22c")


def band_mates(game: Game, obj: GameObject) -> list[GameObject]:
    """702.22h: the other creatures in ``obj``'s attacking band, those still attacking (702.22f:
    one removed from combat leaves its band; 702.22e: losing banding doesn't)."""
    if not game.bands or obj.attacking is None:
        return []
    objs = game.objects
    for band in game.bands:
        if obj.id in band:
            return [o for i in band if i != obj.id and i in objs
                    and (o := objs[i]).zone == "battlefield" and o.attacking is not None]
    return []


def with_bands(game: Game, blocked: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """702.22h: the attacking creatures a creature blocks when it blocks ``blocked``: each of
    them and every other creature in the same band, in order, once each."""
    out: list[int] = []
    for a in blocked:
        for x in (a, *(o.id for o in band_mates(game, game.objects[a]))):
            if x not in out:
                out.append(x)
    return tuple(out)


ENLIST_BONUS = ir.Triggered(
    ir.Trigger("reflexive"),
    ir.Pump(ir.This(), ir.PropertyOf(ir.EventObject(), "power"), 0, duration=ir.EndOfTurn()),
    text="When you do, this creature gets +X/+0 until end of turn, where X is the tapped "
         "creature's power.")
"""Enlist's linked triggered ability (702.154a, 607.2h); its event's object is the creature
tapped."""


def _enlist(game: Game, pid: int, chosen: tuple[Pair, ...]) -> Generator[Decision, Any, list[int]]:
    """702.154a: as each attacking creature with enlist attacks (one choice for each instance),
    its controller may tap an untapped creature they control that wasn't chosen to attack and
    has haste or has been under their control since the turn began (an optional cost to
    attack, 508.1g, paid as the attack is declared, 508.1h); when they do, the reflexive ability
    gives the attacker +X/+0 until end of turn, X the tapped creature's power (603.12)."""
    from .triggers import PendingTrigger

    attacking = {p.a for p in chosen}
    used: list[int] = []
    for pair in chosen:
        obj = game.objects[pair.a]
        if "enlist" not in chars(game, obj).keywords:
            continue
        able = [o for o in game.permanents(pid) if o.id not in attacking and o.id not in used
                and "Creature" in chars(game, o).types and can_tap_for_cost(game, o)]
        if not able:
            continue
        none = Choice(None, "tap no creature")
        answer = yield Decision(pid, "enlist", [none] + [Choice(o.id, o.name) for o in able],
                                cite="702.154a", prompt=f"enlist: tap a creature for {obj.name}?")
        if answer.value is None:
            continue
        used.append(answer.value)
        yield from events.tap(game, answer.value, rule="702.154a")
        game.pending_triggers.append(PendingTrigger(
            obj.id, obj.card, ENLIST_BONUS, pid, {"kind": "reflexive", "object": answer.value}))
        game.record("trigger", f"{obj.name}'s enlist ability triggers", "603.12")
    return used


def _total_tax(game: Game, chosen: tuple[Pair, ...]) -> ManaCost:
    total = NO_COST
    for p in chosen:
        total = total.plus(attack_tax(game, p.b))
    return total


def attack_refusal(game: Game, pid: int, pair: Pair) -> IllegalAction:
    """Why ``pair`` can't be declared as an attack now, when no attack was asked for at all
    (508.1: no creature could attack), with the rule it breaks."""
    try:
        _why_not_attack(game, pid, pair, defenders(game, pid))
    except IllegalAction as err:
        return err
    raise AssertionError("_why_not_attack always raises")  # pragma: no cover


def block_refusal(game: Game, pid: int, pair: Pair) -> IllegalAction:
    """Why ``pair`` can't be declared as a block now, when no block was asked for (509.1)."""
    try:
        _why_not_block(game, pid, pair)
    except IllegalAction as err:
        return err
    raise AssertionError("_why_not_block always raises")  # pragma: no cover


def _why_not_attack(game: Game, pid: int, pair: Any, defenders_: list[int]) -> Any:
    """Raise IllegalAction naming the rule an unoffered attack declaration breaks."""
    obj = game.objects.get(getattr(pair, "a", -1))
    name = seen_name(game, pid, getattr(pair, "a", None))
    if not isinstance(obj, GameObject) or obj.zone != "battlefield" or obj.controller != pid:
        raise IllegalAction(f"{name} isn't a creature you control", "508.1a")
    ch = chars(game, obj)
    if "Creature" not in ch.types or obj.tapped:
        raise IllegalAction(f"{name} isn't an untapped creature", "508.1a")
    if "defender" in ch.keywords:
        raise IllegalAction(f"{name} has defender and can't attack", "702.3b")
    if restricted(game, obj, ATTACK):
        raise IllegalAction(f"{name} can't attack", "508.1c")
    if not can_attack(game, obj):
        raise IllegalAction(f"{name} hasn't been under your control since your most recent turn "
                            "began", "302.6")
    if pair.b not in defenders_:
        raise IllegalAction(f"{name} can't attack that", "508.1b")
    if pair.b not in attack_targets(game, obj, defenders_):
        raise IllegalAction(f"{name} can't attack its owner or planeswalkers its owner controls",
                            "508.1c")
    raise IllegalAction(f"{name} can't attack that way", "508.1")


def _why_not_block(game: Game, pid: int, pair: Any) -> Any:
    """Raise IllegalAction naming the rule an unoffered block declaration breaks."""
    blocker = game.objects.get(getattr(pair, "a", -1))
    attacker = game.objects.get(getattr(pair, "b", -1))
    if not isinstance(blocker, GameObject) or blocker.zone != "battlefield" \
            or blocker.controller != pid or "Creature" not in chars(game, blocker).types:
        raise IllegalAction("only creatures you control can block", "509.1a")
    if blocker.tapped:
        raise IllegalAction(f"{blocker.name} is tapped and can't block", "509.1a")
    if not isinstance(attacker, GameObject) or attacker.attacking is None:
        raise IllegalAction("a blocker must block an attacking creature", "509.1a")
    if _abilities(game, blocker, ir.CantBlock) or restricted(game, blocker, BLOCK):
        raise IllegalAction(f"{blocker.name} can't block", "509.1b")
    if restricted(game, attacker, BLOCKED):
        raise IllegalAction(f"{attacker.name} can't be blocked", "509.1b")
    if why := pair_forbidden(game, blocker, attacker):
        raise IllegalAction(why, "509.1b")
    rule, reason = block_problem(game, blocker, attacker)  # evasion (702)
    if rule:
        raise IllegalAction(reason, rule)
    keyword = protected_from(game, attacker, blocker)
    if keyword:
        raise IllegalAction(f"{attacker.name} has {keyword} and can't be blocked by "
                            f"{blocker.name}", "702.16f")
    raise IllegalAction(f"{blocker.name} can't block {attacker.name}", "509.1a")


def can_block(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """509.1a: untapped creatures block, unless a restriction says one can't (509.1b): evasion
    abilities (flying 702.9b, fear, shadow, landwalk ...: ``keywords.block_problem``) and
    protection from a color (702.16f)."""
    bch = chars(game, blocker)
    if "Creature" not in bch.types or blocker.tapped or _abilities(game, blocker, ir.CantBlock):
        return False
    if restricted(game, blocker, BLOCK) or restricted(game, attacker, BLOCKED):  # 509.1b
        return False
    if pair_forbidden(game, blocker, attacker):
        return False
    if block_problem(game, blocker, attacker)[0]:
        return False
    return not protected_from(game, attacker, blocker)


def _attacked_player(game: Game, attacker: GameObject) -> int:
    target = attacker.attacking
    assert target is not None
    if game.is_player(target):
        return target
    obj = game.objects.get(target)
    return obj.controller if obj is not None else -1


def declare_blockers(game: Game) -> Flow:
    """509.1: each defending player declares blockers, obeying restrictions (509.1b) and as many
    requirements as possible (509.1c); a creature blocks one attacker, or more where an ability
    lets it (509.1a); 509.1h blocked/unblocked; 509.2a triggers (509.3a-b: "blocks" once for
    each blocker, "blocks a creature" once for each creature it blocks)."""
    atk = attackers(game)
    for player in game.apnap():
        mine = [a for a in atk if _attacked_player(game, a) == player.id]
        if not mine:
            continue
        options = [Pair(b.id, a.id, f"{b.name} blocks {a.name}")
                   for b in game.permanents(player.id) for a in mine if can_block(game, b, a)]
        if not options:
            continue
        most = {b: n for b in {p.a for p in options}
                if (n := block_capacity(game, game.objects[b])) != 1}
        reqs = block_requirements(game, player.id, mine)
        default, best = None, 0
        if reqs:
            best, default = most_obeyed(game, options, most, reqs)

        def check(ans: tuple[Pair, ...], g: Game = game, r: list[Requirement] = reqs,
                  n: int = best) -> None:
            _check_blocks(g, ans)
            if r and (k := obeyed(ans, r, g)) < n:
                raise IllegalAction(f"the declaration obeys {k} of the block "
                                    f"requirements, and {n} can be obeyed", "509.1c")

        chosen = yield Decision(player.id, "blockers", options, shape="pairs",
                                prompt="declare blockers (509.1)", check=check,
                                explain=lambda p, g=game, me=player.id: _why_not_block(g, me, p),
                                default=default, most=most or None)
        blocks: dict[int, list[int]] = {}
        for pair in chosen:
            blocks.setdefault(pair.a, []).append(pair.b)
        banded: list[tuple[int, tuple[int, ...]]] = []
        for b, blocked in blocks.items():
            whole = with_bands(game, blocked)  # 702.22h: a band is blocked as a whole
            game.objects[b].blocking = whole
            if len(whole) > len(blocked):
                banded.append((b, tuple(a for a in whole if a not in blocked)))
        for a in mine:
            a.blocked = any(a.id in game.objects[b].blocking for b in blocks)
        game.touch()
        text = ", ".join(p.label for p in chosen) if chosen else "no blockers"
        game.record("blockers", f"{player.name} declares {text}", "509.1")
        for b, more in banded:
            game.record("blockers", f"{game.objects[b].name} also blocks "
                        + _and(game.objects[a].name for a in more)
                        + ", in the same band", "702.22h", (b, *more))
        for b, blocked in blocks.items():
            for i, a in enumerate(blocked):
                kinds: tuple[str, ...] = ("blocks", "blocks_creature") if i == 0 \
                    else ("blocks_creature",)
                notice(game, kinds, game.objects[b], player.id, attacker=a, target=a)
        for a in mine:
            if a.blocked:
                notice(game, "becomes_blocked", a, a.controller)


def block_capacity(game: Game, blocker: GameObject) -> int | None:
    """How many attacking creatures ``blocker`` may block (509.1a: one; "can block an
    additional creature each combat" adds one, "can block any number of creatures": None)."""
    n = 1
    for _holder, ab in affecting(game, blocker, ir.BlocksAdditional):
        if ab.extra is None:
            return None
        n += ab.extra
    return n


def affecting(game: Game, obj: GameObject, kind: type) -> list[tuple[GameObject, Any]]:
    """The static abilities of type ``kind`` that apply to ``obj``: its own ("SELF can block an
    additional creature"), an Aura's ("enchanted creature") or another permanent's ("Each
    creature you control ..."), with their holders."""
    if not game.statics and not game.effects and not game.attack_rules:
        return []
    return [(holder, ab) for holder, ab in held(game, kind, "attack_rules")
            if affects(game, holder, ab.affects, obj) and not _excepted(game, holder, ab)]


Requirement = tuple[int, int]
"""A block requirement (509.1c): (blocker, attacker) "this creature blocks that one if able",
or (-1, attacker) "that creature must be blocked if able" (by any creature)."""


def block_requirements(game: Game, pid: int, mine: list[GameObject]) -> list[Requirement]:
    """The requirements on the creatures ``pid`` controls, for the attackers ``mine`` (509.1c):
    "SELF must be blocked if able", "All creatures able to block SELF do so" (one for each
    creature the defending player controls)."""
    reqs: list[Requirement] = []
    creatures = None
    for a in mine:
        if affecting(game, a, ir.MustBeBlocked):
            reqs.append((-1, a.id))
        for _ in affecting(game, a, ir.AllMustBlock):
            if creatures is None:
                creatures = [o.id for o in game.permanents(pid)
                             if "Creature" in chars(game, o).types]
            reqs += [(b, a.id) for b in creatures]
    for e in game.effects:
        for b, a in e.block_requirements:
            if b in game.battlefield and game.objects[b].controller == pid and \
                    any(x.id == a for x in mine):
                reqs.append((b, a))
    return reqs


def obeyed(chosen: tuple[Pair, ...] | list[Pair], reqs: list[Requirement],
           game: Game | None = None) -> int:
    """How many of the requirements ``reqs`` a declaration of blockers obeys (509.1c); with
    ``game``, a creature blocking one member of a band blocks them all (702.22h)."""
    if game is not None and game.bands:
        pairs = {(p.a, x) for p in chosen for x in with_bands(game, (p.b,))}
    else:
        pairs = {(p.a, p.b) for p in chosen}
    blocked = {a for _b, a in pairs}
    return sum(1 for b, a in reqs if (a in blocked if b == -1 else (b, a) in pairs))


SEARCH_LIMIT = 20000
"""The most partial declarations :func:`most_obeyed` looks at; on boards too large for that it
takes the best declaration found so far as the maximum."""


def most_obeyed(game: Game, options: list[Pair], most: dict[int, int | None],
                reqs: list[Requirement]) -> tuple[int, list[Pair]]:
    """The maximum number of requirements a legal declaration of blockers can obey (509.1c:
    without disobeying restrictions, 509.1b), and such a declaration: a search over each
    blocker's choices, bounded by the requirements still to be gained."""
    from itertools import combinations

    by_blocker: dict[int, list[Pair]] = {}
    for p in options:
        by_blocker.setdefault(p.a, []).append(p)
    order = sorted(by_blocker, key=lambda b: -sum(1 for r in reqs if r[0] == b))
    choices: list[list[tuple[Pair, ...]]] = []
    for b in order:
        group = by_blocker[b]
        cap = most.get(b, 1)
        size = len(group) if cap is None else min(cap, len(group))
        choices.append([()] + [c for n in range(1, size + 1) for c in combinations(group, n)])
    gain_after = [0] * (len(order) + 1)  # the requirements naming each later blocker, at most
    for i in range(len(order) - 1, -1, -1):
        gain_after[i] = gain_after[i + 1] + sum(1 for r in reqs if r[0] == order[i])
    anyone = sum(1 for r in reqs if r[0] == -1)
    best: list[Any] = [-1, []]
    seen = [0]

    def legal(chosen: list[Pair]) -> bool:
        try:
            _check_blocks(game, tuple(chosen))
        except IllegalAction:
            return False
        return True

    def walk(i: int, chosen: list[Pair]) -> None:
        seen[0] += 1
        if seen[0] > SEARCH_LIMIT or best[0] == len(reqs):
            return
        if obeyed(chosen, [r for r in reqs if r[0] != -1], game) + gain_after[i] + anyone \
                <= best[0]:
            return
        if i == len(order):
            if legal(chosen):
                n = obeyed(chosen, reqs, game)
                if n > best[0]:
                    best[0], best[1] = n, list(chosen)
            return
        for c in sorted(choices[i], key=lambda c: -obeyed(list(c), reqs, game)):
            walk(i + 1, chosen + list(c))

    walk(0, [])
    if best[0] < 0:
        return 0, []
    return best[0], best[1]


def _check_blocks(game: Game, chosen: tuple[Pair, ...]) -> None:
    """509.1b: restrictions such as menace (702.111b: blocked by two or more creatures), "can't
    be blocked by more than N creatures", "can't block alone" (506.5)."""
    counts: dict[int, int] = {}
    for p in chosen:
        counts[p.b] = counts.get(p.b, 0) + 1
    for attacker, n in counts.items():
        obj = game.objects[attacker]
        if n < 2 and "menace" in chars(game, obj).keywords:
            raise IllegalAction(f"{obj.name} has menace and can't be blocked by just one creature",
                                "702.111b")
        fewest = fewest_blockers(game, obj)
        if n < fewest:
            raise IllegalAction(f"{obj.name} can't be blocked except by {fewest} or more "
                                "creatures", "509.1b")
        most = most_blockers(game, obj)
        if most is not None and n > most:
            raise IllegalAction(f"{obj.name} can't be blocked by more than {most} "
                                f"creature{'s' if most != 1 else ''}", "509.1b")
    declared = {p.a for p in chosen}
    if len(declared) == 1:
        only = game.objects[next(iter(declared))]
        if any(ab.block for _h, ab in affecting(game, only, ir.CantAlone)):
            raise IllegalAction(f"{only.name} can't block alone", "506.5")


def _deals_damage_now(game: Game, obj: GameObject, first_strike: bool) -> bool:
    kw = chars(game, obj).keywords
    if first_strike:
        return "first strike" in kw or "double strike" in kw
    if "double strike" in kw:
        return True
    return obj.id not in game.first_strike_dealt


def _lethal(game: Game, obj: GameObject, source_kw: frozenset[str]) -> int:
    """702.19b lethal damage, counting damage already marked; 1 is lethal with deathtouch (702.2c)."""
    need = max(0, (chars(game, obj).toughness or 0) - obj.damage)
    return min(need, 1) if "deathtouch" in source_kw else need


def combat_damage(game: Game, first_strike: bool) -> Flow:
    """510.1: assign combat damage (attackers' controller first), then 510.2: deal it all at once."""
    assignments: list[tuple[GameObject, int, int]] = []
    dealt: list[int] = []
    for attacker in attackers(game):
        if not _deals_damage_now(game, attacker, first_strike):
            continue
        ach = chars(game, attacker)
        power = ach.power or 0
        dealt.append(attacker.id)
        if power <= 0:
            continue  # 510.1a
        defender = attacker.attacking
        assert defender is not None
        defender_ok = game.is_player(defender) or defender in game.objects
        if not attacker.blocked:
            if defender_ok:
                assignments.append((attacker, defender, power))  # 510.1b
            continue
        if defender_ok and _abilities(game, attacker, ir.AssignAsUnblocked):
            answer = yield Decision(
                attacker.controller, "may", [YES, NO], cite="510.1b",
                prompt=f"have {attacker.name} assign its combat damage as though it weren't "
                       "blocked?")
            if answer.value:
                assignments.append((attacker, defender, power))  # 510.1b
                continue
        blocking = blockers_of(game, attacker.id)
        trample = "trample" in ach.keywords
        if not blocking:
            if trample and defender_ok:
                assignments.append((attacker, defender, power))  # 702.19d
            continue  # 510.1c
        banders = [b for b in blocking if has_banding(game, b)]
        if banders:  # 702.22j: the defending player divides it among the blockers only
            if len(blocking) == 1:
                assignments.append((attacker, blocking[0].id, power))
                continue
            split = yield from _assign(game, attacker, blocking, None, power,
                                       chooser=banders[0].controller, cite="702.22j")
            assignments += [(attacker, t, n) for t, n in split.items() if n]
            continue
        if len(blocking) == 1 and not trample:
            assignments.append((attacker, blocking[0].id, power))
            continue
        split = yield from _assign(game, attacker, blocking, defender if trample else None, power)
        assignments += [(attacker, t, n) for t, n in split.items() if n]
    for blocker in _blockers(game):
        if not _deals_damage_now(game, blocker, first_strike):
            continue
        dealt.append(blocker.id)
        power = chars(game, blocker).power or 0
        targets = [a for a in blocker.blocking if a in game.objects
                   and game.objects[a].attacking is not None]  # 506.4: not one removed
        if power > 0 and len(targets) == 1:
            assignments.append((blocker, targets[0], power))  # 510.1d
        elif power > 0 and targets:  # 510.1d: divided as its controller chooses
            banded = [game.objects[a] for a in targets if has_banding(game, game.objects[a])]
            split = yield from _assign(  # 702.22k: by the active player if one has banding
                game, blocker, [game.objects[a] for a in targets], None, power,
                chooser=banded[0].controller if banded else None,
                cite="702.22k" if banded else "")
            assignments += [(blocker, t, n) for t, n in split.items() if n]
    if first_strike:
        game.first_strike_dealt = frozenset(dealt)
    yield from events.deal_damage(game, assignments, combat=True)  # 510.2: simultaneously


def _blockers(game: Game) -> list[GameObject]:
    objs = game.objects
    return [o for i in game.battlefield if (o := objs[i]).blocking]  # type: ignore[misc]


def _assign(game: Game, attacker: GameObject, blocking: list[GameObject], player: int | None,
            power: int, chooser: int | None = None, cite: str = "",
            ) -> Generator[Decision, Any, dict[int, int]]:
    """510.1c: divide damage among the blockers as the attacker's controller chooses; with trample
    (702.19b) each blocker must be assigned lethal damage before any is assigned to the player.
    510.1d: a creature blocking several attackers divides its damage among them alike.
    ``chooser``: the player who divides it instead, by banding (702.22j-k)."""
    kw = chars(game, attacker).keywords
    lethal = {b.id: _lethal(game, b, kw) for b in blocking}
    targets = [Choice(b.id, b.name) for b in blocking]
    if player is not None:
        targets.append(Choice(player, _name(game, player)))
    default: dict[Choice, int] = {}
    left = power
    for c in targets[: len(blocking)]:
        n = min(left, lethal[c.value])
        default[c] = n
        left -= n
    if left:
        default[targets[-1]] = default.get(targets[-1], 0) + left

    def check(answer: dict[Choice, int]) -> None:
        given = {c.value: n for c, n in answer.items()}
        if player is not None and given.get(player, 0):
            short = [b for b in blocking if given.get(b.id, 0) < lethal[b.id]]
            if short:
                raise IllegalAction(
                    f"assign lethal damage to {short[0].name} before assigning any to the player",
                    "702.19b")

    rule = cite or ('510.1c' if attacker.attacking is not None else '510.1d')
    answer = yield Decision(attacker.controller if chooser is None else chooser, "damage",
                            targets, shape="divide", total=power,
                            prompt=f"divide {attacker.name}'s {power} combat damage ({rule})",
                            check=check, default=default, cite=cite)
    return {c.value: n for c, n in answer.items()}


def remove_from_combat(game: Game, obj: GameObject) -> None:
    """506.4: the creature stops being an attacking, blocking, blocked or unblocked creature (a
    creature it blocked stays blocked, 509.1h; one blocking it stays a blocking creature)."""
    if obj.attacking is None and not obj.blocking:
        return
    obj.attacking = None
    obj.blocking = ()
    obj.blocked = False
    if any(obj.id in band for band in game.bands):  # 702.22f: it leaves its band
        game.bands = tuple(kept for band in game.bands
                           if len(kept := tuple(i for i in band if i != obj.id)) > 1)
    game.touch()
    game.record("combat", f"{obj.name} is removed from combat", "506.4", (obj.id,))


def end_combat(game: Game) -> None:
    """511.3: at the end of combat, creatures stop attacking and blocking."""
    for i in game.battlefield:
        o = game.objects[i]
        if o.attacking is not None or o.blocking or o.blocked:
            o.attacking = None
            o.blocking = ()
            o.blocked = False
    game.first_strike_dealt = frozenset()
    game.attacks_declared = False
    game.bands = ()  # 702.22e: a band lasts for the rest of combat
    game.touch()

