"""Playing lands (305), casting spells (601) and activating abilities (602, 605)."""

from __future__ import annotations

import sys
from collections.abc import Generator
from functools import partial
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import NO, YES, Choice, Decision, IllegalAction, offer
from ..game.objects import BATTLEFIELD, STACK, StackAbility
from . import events
from .characteristics import ability, chars
from .cost_changes import reduction
from .costs import can_pay_parts, pay_cost, pay_costs, pay_taps, payable_choices, tap_parts
from .describe import describe_cost_part
from .division import announce, divided_total
from .keywords import ALTERNATIVE, ALTERNATIVE_COSTS, PAID, PAID_ONCE, skipped_targets
from .mana import NO_COST, ManaCost
from .mana_abilities import activate_mana_ability
from .modes import affordable_modes, choose_modes, legal_modes, modes_cost
from .payment import HELPER_KEYWORDS, can_afford, max_x, pay_mana
from .splice import announce_splice
from .targets import candidates, choose_targets, describe, target_specs
from .text_change import awakened, overloaded
from .triggers import notice

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import Player
    from .card import CardDef
    from .priority import CastWay

Flow = Generator[Decision, Any, None]


def play_land(game: Game, player: Player, oid: int) -> Flow:
    """305.1: put a land from hand onto the battlefield; it doesn't use the stack."""
    player.lands_played += 1
    name = game.objects[oid].name
    yield from events.move(game, oid, BATTLEFIELD, rule="305.1", controller=player.id,
                           text=f"{player.name} plays {name}")


def cast_spell(game: Game, player: Player, oid: int, way: CastWay | None = None) -> Flow:
    """601.2a-i: move to the stack, choose X and targets, determine and pay the cost. A card
    cast from its graveyard is cast the way a keyword allows (``priority.cast_way``): with
    flashback for its flashback cost (702.34a), with jump-start or retrace discarding a card as
    well (702.133a, 702.81a); flashback and jump-start spells are exiled whenever they would
    leave the stack. Buyback is an optional additional cost (702.27a); an additional cost the card
states ("As an additional cost to cast SELF, sacrifice a creature.") is paid however it is cast
(601.2f-h). ``way``: a way given by the rule or effect that lets it be cast now (madness,
702.35a; ``way.free``: without paying its mana cost as an ability resolves, 608.2g: cascade
702.85a, suspend 702.62a, rebound 702.88a; an alternative cost, 118.9, so no other one applies,
and X is 0, 107.3b); a foretold card is cast for its
foretell cost (702.143a), a plotted one without paying its mana cost (702.170d)."""
    from .priority import (
        _cast_problem,
        _target_problem,
        alternative_costs,
        as_though_flash,
        cast_way_for,
        discard_options,
        face_down_problem,
        flash_tax,
        sorcery_timing,
    )

    card = game.objects[oid].card
    card = game.objects[oid].own_card or card  # 406.3a: a foretold card is turned face up
    cast_from = game.objects[oid].zone  # 601.2a (rebound, 702.88a)
    if way is None and card.face_down_way is not None and not face_down_problem(
            game, player, game.objects[oid]):  # type: ignore[arg-type]
        down = True  # 702.37c, 702.168b: cast face down, or face up if that can be done too
        if not _cast_problem(game, player, game.objects[oid]):  # type: ignore[arg-type]
            answer = yield Decision(player.id, "may", [YES, NO],
                                    prompt=f"cast {card.name} face down for {{3}} "
                                           f"({card.face_down_way.name})?")
            down = bool(answer.value)
        if down:
            yield from cast_face_down(game, player, oid)
            return
    if way is None:
        way = cast_way_for(game, player.id, game.objects[oid])  # type: ignore[arg-type]
    assert way is not None  # offered only where it can be cast
    # 601.3: cast "as though it had flash" at a time a sorcery couldn't have been (307.1);
    # 601.2f: "if you pay {2} more to cast it" (not while an ability resolves, 608.2g)
    as_flash = as_though_flash(game, player.id, game.objects[oid])  # type: ignore[arg-type]
    sorcery_time = sorcery_timing(game, player.id)  # 307.1, before it is on the stack
    tax = flash_tax(game, player.id, game.objects[oid]) if not way.free \
        else NO_COST  # type: ignore[arg-type]
    cost, parts = way.mana.plus(tax), way.parts
    sid = yield from events.move(game, oid, STACK, rule="601.2a", controller=player.id,
                                 text="")
    assert sid is not None
    spell = game.objects[sid]
    spell.flashback = way.exile  # type: ignore[union-attr]
    # "If you cast it any time a sorcery couldn't have been cast": however it could be then
    spell.as_flash = not sorcery_time and card.flash_way is not None and \
        card.flash_way.sacrifice  # type: ignore[union-attr]
    spell.cast_from = cast_from  # type: ignore[union-attr]
    spell.cast_as = way.name if way.free else ""  # type: ignore[union-attr]
    helped = chars(game, spell).keywords & HELPER_KEYWORDS  # convoke, improvise, delve (702)
    less = reduction(game, player.id, spell)  # 601.2f, 113.6d: cost reductions, on the stack
    if card.bestow is not None and not way.name and not way.free:
        chosen = yield from announce_bestow(game, player, spell, cost, less, helped)
        if chosen is not None:  # 702.103b: now an Aura spell; 702.103d: as such it is cast
            cost, card = chosen, spell.card
            helped = chars(game, spell).keywords & HELPER_KEYWORDS
            less = reduction(game, player.id, spell)
    ability = card.spell
    alts = alternative_costs(game, player.id, card, sid, cast_from) \
        if not way.name and not way.free and not getattr(
            spell, "bestowed", False) else ()  # 118.9a: bestow is one (702.103a)
    targets_ok = not _target_problem(game, player, spell)  # type: ignore[arg-type]
    usual = targets_ok and bool(card.cost) and can_afford(
        game, player.id, cost.with_x(0).plus_generic(-less), keywords=helped, spell=sid)
    affordable = [(alt_name, alt) for alt_name, alt in alts  # 702.96b: overload needs none
                  if (targets_ok or alt_name == "overload") and can_afford(
                      game, player.id, ManaCost.parse(alt.mana).with_x(0).plus(
                          tax).plus_generic(-less),
                      keywords=helped, spell=sid)
                  and not can_pay_parts(game, player, sid, alt)]  # 118.3: life, a sacrifice
    others: list[ir.Cost] = []  # 601.2h: the other costs' parts other than mana
    taps: ir.Cost | None = None  # an alternative cost's "tap an untapped creature", 118.9
    for alt_name, alt in alts:
        # 702.109a, 702.74a, 702.185a, 702.96a, 702.117a, 702.137a: an alternative cost from
        # the hand, chosen as it is cast (601.2b); 118.6: a card with no mana cost can be cast
        # only for one; 118.9a: one alternative cost at most. Each is asked, "yes" only if it
        # can be paid, and only "yes" for the last payable one when the usual cost can't be
        can = (alt_name, alt) in affordable
        prompt = f"cast {card.name} for its {alt_name} cost {_alternative_text(alt)}?"
        if can and not usual and (alt_name, alt) == affordable[-1]:
            answer = yield Decision(player.id, "may", [YES], prompt=prompt)
        else:
            answer = yield offer(player.id, prompt, can)
        if answer.value:
            cost = ManaCost.parse(alt.mana).plus(tax)  # 118.9d: additional costs still apply
            rest = tuple(p for p in alt.parts if not isinstance(p, ir.ManaPart | ir.TapObjects))
            if rest:  # 601.2h: "sacrifice two Mountains", paid after the mana
                others.append(ir.Cost(rest))
            if any(isinstance(p, ir.TapObjects) for p in alt.parts):
                taps = alt  # tapped before the mana is paid (601.2h, 118.3)
            if alt_name in ("dash", "evoke"):
                setattr(spell, "dashed" if alt_name == "dash" else "evoked", True)
            else:
                spell.cast_as = alt_name  # type: ignore[union-attr]
            if alt_name == "overload" and ability is not None:
                ability = overloaded(ability)  # 702.96a: "target" becomes "each"
                game.touch()  # its characteristics change (rules/layers.py elsewhere_chars)
            if alt_name == "awaken" and ability is not None:  # 702.113a-b: one more target
                ability = awakened(ability, card.awaken or 0)
                game.touch()
            break
    x = 0
    x_extra = card.additional is not None and ir.cost_has_x(card.additional)  # 107.3a
    if cost.x_count or x_extra:  # 601.2b
        caps = [(_x_target_cap(game, player.id, ability.targets if ability else (), sid),
                 "601.2c", "there aren't more legal targets")]
        if x_extra:
            caps.append((_x_cost_cap(player, card.additional or ir.Cost()), "601.2h",
                         "a larger additional cost can't be paid"))
        if cost.x_count:
            caps.append((max_x(game, player.id, cost, keywords=helped, less=less, spell=sid),
                         "601.2h", "the mana for a larger X can't be paid"))
        x = yield x_decision(player.id, f"choose X for {card.name}", caps)
        spell.x = x
    kick = yield from announce_kicker(game, player, spell, cost.with_x(x), less, helped, others)
    mode_cost = NO_COST
    if card.spell is not None and isinstance(card.spell.effect, ir.Modal):  # 601.2b, 700.2a
        modal = card.spell.effect
        spell.modes = yield from announce_modes(game, player.id, card, modal, sid, cost.with_x(
            x).plus(kick).plus_generic(-less), helped)
        mode_cost = modes_cost(card, modal, spell.modes)
    choice_text = ""
    if card.cost_choice:  # 601.2b: which of the additional costs is paid
        chosen = yield from announce_cost_choice(
            game, player, spell, cost.with_x(x).plus(kick).plus(mode_cost), less, helped)
        choice_text = f"choosing to {describe_cost_part(chosen.parts[0])} (601.2b)"
        if chosen.mana:  # 601.2f: added to the total cost
            mode_cost = mode_cost.plus(ManaCost.parse(chosen.mana))
        else:
            others.append(chosen)  # 601.2h: paid after the mana
    splice_cost = NO_COST
    if ability is not None and not isinstance(ability.effect, ir.Modal):  # 702.47a
        ability, splice_cost = yield from announce_splice(
            game, player, spell, ability, cost.with_x(x).plus(kick).plus(mode_cost), less,  # type: ignore[arg-type]
            helped, others)
    extra = ManaCost.parse(card.spell.per_extra_target) if card.spell is not None else NO_COST
    if ability is not None:  # 601.2c
        specs = target_specs(ability.effect, ability.targets, spell.modes)
        check = partial(_affordable_targets, game, player.id, cost.with_x(x), extra, helped,
                        less, sid) \
            if extra else None
        if check is None and len(specs) == 1 and _target_reduction(card):
            check = partial(_affordable_with_targets, game, player.id, spell, cost.with_x(
                x).plus(kick).plus(mode_cost), helped)
        skip = skipped_targets(card, bool(spell.kicked)) if specs is ability.targets \
            else frozenset()
        if skip:  # 702.33g: the targets only the other (un)kicked version uses aren't chosen
            chosen = iter((yield from choose_targets(
                game, player.id, [s for i, s in enumerate(specs) if i not in skip], sid, check,
                divided_total(ability.effect, x), x=x)))
            spell.targets = tuple(() if i in skip else next(chosen) for i in range(len(specs)))
        elif specs:
            spell.targets = yield from choose_targets(
                game, player.id, specs, sid, check, divided_total(ability.effect, x), x=x)
        if specs:
            spell.division = yield from announce(game, player.id, ability.effect,  # 601.2d
                                                 spell.targets, x, card.name)
    elif card.enchant is not None:  # 303.4a: an Aura spell targets what it will enchant
        spell.targets = yield from choose_targets(game, player.id, (card.enchant,), sid)
    if _target_reduction(card):  # 601.2f: determined once the targets are chosen (601.2c)
        less = reduction(game, player.id, spell)
    total = cost.with_x(x).plus(kick).plus(mode_cost).plus(splice_cost)  # 601.2f: with costs added
    for _ in range(max(0, sum(len(g) for g in spell.targets) - 1) if extra else 0):
        total = total.plus(extra)
    if card.buyback is not None:  # 702.27a: an optional additional cost, announced (601.2b)
        more = total.plus(ManaCost.parse(card.buyback.mana))
        can = can_afford(game, player.id, more.plus_generic(-less), keywords=helped,
                         spell=sid) and not can_pay_parts(game, player, sid, card.buyback)
        answer = yield offer(player.id, f"pay the buyback cost {cost_text(card, card.buyback)}?",
                             can)
        if answer.value:
            total = more
            spell.buyback = True  # type: ignore[union-attr]
            others.append(card.buyback)
    total = total.plus_generic(-less)  # 601.2f, 118.7a: generic mana only, not below {0}
    if taps is not None:  # 118.9: an alternative cost tapping permanents, before the mana
        yield from tap_parts(game, player, sid, taps, total)
    for other in others:  # 702.78a: permanents tapped for a cost, before the mana (601.2h)
        if any(isinstance(p, ir.TapObjects) for p in other.parts):
            yield from tap_parts(game, player, sid, other, total)
    yield from pay_mana(game, player.id, total, keywords=helped, spell=sid)  # 601.2g-h
    if parts is not None:  # the rest of the flashback cost: life, a sacrifice (601.2h)
        yield from pay_cost(game, player, sid, parts)
    if card.additional is not None:  # "As an additional cost to cast SELF, ..." (601.2f-h)
        yield from pay_cost(game, player, sid, ir.cost_with_x(card.additional, x))  # 107.3a
    for other in others:  # kicker 702.33a, buyback 702.27a: sacrifice, discard, life ...
        yield from pay_cost(game, player, sid, other)
    if way.discard is not None:  # jump-start, retrace: discard a (land) card (601.2h)
        options = [Choice(c, game.objects[c].name)
                   for c in discard_options(game, player, way.discard)]
        chosen = yield Decision(player.id, "discard", options, shape="subset", min=1, max=1,
                                prompt=f"discard a card to cast {card.name} ({way.name})")
        for c in chosen:
            yield from events.discard(game, player.id, c.value)
    text = _announce(game, player, card.name, spell.targets, x)
    how = [f"with {way.name}"] if way.name and not way.free else []
    how += [f"without paying its mana cost{f' ({way.name})' if way.name else ''}"] \
        if way.free else []
    how += ["with buyback"] if getattr(spell, "buyback", False) else []
    how += ["with dash"] if getattr(spell, "dashed", False) else []
    how += ["with evoke"] if getattr(spell, "evoked", False) else []
    how += [f"for its {spell.cast_as} cost"] if spell.cast_as in ALTERNATIVE_COSTS \
        or spell.cast_as == ALTERNATIVE else []  # type: ignore[union-attr]
    how += ["bestowed"] if getattr(spell, "bestowed", False) else []
    how += [f"as though it had flash, paying {card.flash_way.more} more (601.2f)"
            if card.flash_way.more else "as though it had flash"] if as_flash and (
        card.flash_way is not None) else []  # 601.3
    kicked = getattr(spell, "kicked", ())
    how += [f"kicked ({', '.join(kicked)})"] if kicked else []
    how += [f"paying its {name} cost" + (f" {n} times" if n > 1 else "")
            for name, n in getattr(spell, "paid", ())]
    how += [choice_text] if choice_text else []
    game.record("cast", " ".join([text, *how]), "601.2i", (sid, player.id))
    notice(game, "cast", spell, player.id)  # 601.2i
    became_targets(game, spell.targets, player.id, "spell", sid)


def _x_cost_cap(player: Player, cost: ir.Cost) -> int:
    """The greatest X an additional cost "discard X cards" / "pay X life" can be paid with
    besides its other parts (107.3a, 118.3; 119.4: life can be paid only up to the life total,
    and 0 life by a player with 0 or less)."""
    most = sys.maxsize
    for part in cost.parts:
        if isinstance(part, ir.DiscardCards) and part.x:  # the spell is on the stack already
            most = min(most, max(0, len(player.hand) - cost.discard))
        elif isinstance(part, ir.PayLife) and part.x:
            most = min(most, max(0, player.life - cost.life))
    return most


def _alternative_text(alt: ir.Cost) -> str:
    """An alternative cost as the player is asked about it (118.9): its mana, and its other
    parts ("{1} and return a basic land you control to its owner's hand")."""
    return " and ".join(p.mana if isinstance(p, ir.ManaPart) else describe_cost_part(p)
                        for p in alt.parts) or "{0}"


def announce_cost_choice(game: Game, player: Player, spell: Any, cost: ManaCost, less: int,
                         helped: frozenset[str]) -> Generator[Decision, Any, ir.Cost]:
    """601.2b: the caster of a spell with "As an additional cost to cast SELF, [cost] or
    [cost]." announces which one they will pay; only those that can be paid along with
    ``cost`` are offered (118.3), and one alone is taken without asking."""
    options = spell.card.cost_choice
    payable = payable_choices(game, player, spell.id, options, cost, less, helped)
    if not payable:  # pragma: no cover - not castable then (priority.cast_problem)
        raise IllegalAction("none of its additional costs can be paid", "601.2h")
    answer = yield Decision(player.id, "cost_choice",
                            [Choice(i, describe_cost_part(options[i].parts[0])) for i in payable],
                            cite="601.2b",
                            prompt=f"choose the additional cost to cast {spell.card.name}")
    return options[answer.value]


def announce_bestow(game: Game, player: Player, spell: Any, cost: ManaCost, less: int,
                    helped: frozenset[str]) -> Generator[Decision, Any, ManaCost | None]:
    """702.103a: a card with bestow may be cast bestowed, for its bestow cost rather than its
    mana cost (an alternative cost, 601.2b); offered (a ``may`` decision) when both can be paid
    and there is a creature it could enchant (702.103b, 601.2c), taken alone when only it can.
    Cast bestowed, the spell is made an Aura spell and the bestow cost returned."""
    from .bestow import ENCHANT_CREATURE, bestow, preview
    from .targets import has_targets

    card = spell.card
    assert card.bestow is not None
    alt = ManaCost.parse(card.bestow.mana)
    view = preview(spell)
    alt_less, alt_helped = reduction(game, player.id, view), chars(game, view).keywords
    game._chars.pop(view.id, None)
    if not has_targets(game, (ENCHANT_CREATURE,), player.id, spell.id) or not can_afford(
            game, player.id, alt.plus_generic(-alt_less), keywords=alt_helped & HELPER_KEYWORDS,
            spell=spell.id):
        return None
    if can_afford(game, player.id, cost.with_x(0).plus_generic(-less), keywords=helped,
                  spell=spell.id):
        answer = yield Decision(player.id, "may", [YES, NO], cite="702.103a",
                                prompt=f"cast {card.name} bestowed for {card.bestow.mana}?")
        if not answer.value:
            return None
    bestow(game, spell)
    return alt


def announce_modes(game: Game, pid: int, card: CardDef, modal: ir.Modal, sid: int,
                   base: ManaCost, helped: frozenset[str]
                   ) -> Generator[Decision, Any, tuple[int, ...]]:
    """601.2b, 700.2a: the modes of a modal spell. With entwine its caster may choose every mode,
    paying the entwine cost (702.42a); a choice whose mode costs (spree 702.172a, escalate
    702.120a) can't be paid with ``base`` is refused (601.2h)."""
    text = card.spell.text if card.spell is not None else ""
    legal = legal_modes(game, modal, pid, sid)
    every = tuple(range(len(modal.modes)))
    if card.entwine is not None and len(legal) == len(every) > modal.choose and can_afford(
            game, pid, base.plus(modes_cost(card, modal, every)), keywords=helped, spell=sid):
        answer = yield Decision(pid, "may", [YES, NO], cite="702.42a",
                                prompt=f"pay the entwine cost {card.entwine.mana} to choose "
                                       "all modes?")
        if answer.value:
            return every

    def affordable(chosen: Any) -> None:
        modes = tuple(sorted(c.value for c in chosen))
        total = base.plus(modes_cost(card, modal, modes))
        if not can_afford(game, pid, total, keywords=helped, spell=sid):
            raise IllegalAction(f"can't pay {total.text} for those modes", "601.2h")

    priced = any(m.cost for m in modal.modes) or card.escalate is not None
    default = None
    if priced:
        cheap = affordable_modes(game, pid, card, modal, sid, base, helped)
        default = cheap[0] if cheap else None
    return (yield from choose_modes(game, pid, modal, sid, text,
                                    check=affordable if priced else None, default=default))


def announce_kicker(game: Game, player: Player, spell: Any, cost: ManaCost, less: int,
                    helped: frozenset[str], others: list[ir.Cost] | None = None
                    ) -> Generator[Decision, Any, ManaCost]:
    """702.33a-d: the intention to pay kicker costs is announced as the spell is cast (601.2b),
    each kicker cost once ("Kicker [A] and/or [B]" is two, 702.33b) and a multikicker cost any
    number of times (702.33c); only what can be paid along with ``cost`` is offered. The costs
    paid are kept on the spell (``kicked``, one entry per time) and returned, to be added to
    the total cost (601.2f); a kicker cost with other parts ("Kicker—Sacrifice a creature.")
    is offered only if they can be paid (118.3) and is added to ``others``, paid after the
    mana (601.2h)."""
    from .priority import kicked_versions

    card = spell.card
    kicked: list[str] = []
    extra = NO_COST
    # 702.33g, 601.2c: a version without legal targets for what it targets isn't offered
    plain_ok, kick_ok = kicked_versions(game, card, player.id, spell.id) \
        if skipped_targets(card, False) or skipped_targets(card, True) else (True, True)
    for kicker in card.kickers:
        more = extra.plus(ManaCost.parse(kicker.mana))
        can = kick_ok and can_afford(
            game, player.id, cost.plus(more).plus_generic(-less), keywords=helped,
            spell=spell.id) and not can_pay_parts(game, player, spell.id, kicker)
        prompt = f"pay the kicker cost {cost_text(card, kicker)} for {card.name}?"
        if can and not plain_ok and not kicked:  # only kicked can it have its targets
            answer = yield Decision(player.id, "kicker", [YES], prompt=prompt)
        else:
            answer = yield offer(player.id, prompt, can, kind="kicker")
        if answer.value:
            extra = more
            kicked.append(kicker.mana)
            if others is not None and not all(isinstance(p, ir.ManaPart) for p in kicker.parts):
                others.append(kicker)
    if card.multikicker is not None:
        once = ManaCost.parse(card.multikicker.mana)
        times = yield from _times(game, player, spell, "kicker", "multikicker", once,
                                  cost.plus(extra), less, helped)
        extra = extra.plus_times(once, times)
        kicked += [card.multikicker.mana] * times
    spell.kicked = tuple(kicked)
    paid: list[tuple[str, int]] = []
    for name, keyword_cost in card.paid_keywords:  # 702.56a, 702.157a, 702.175a, 702.78a
        once = ManaCost.parse(keyword_cost.mana)
        rest = tuple(p for p in keyword_cost.parts if not isinstance(p, ir.ManaPart))
        if rest and (others is None or can_pay_parts(
                game, player, spell.id, ir.Cost(rest),
                cost.plus(extra).plus(once).plus_generic(-less))):
            continue  # 118.3: tapping two creatures (conspire) it can't pay, or not with the mana
        times = yield from _times(game, player, spell, "additional_cost", name, once,
                                  cost.plus(extra), less, helped,
                                  most=1 if PAID[name] == PAID_ONCE else MAX_KICKS,
                                  what=" and ".join(describe_cost_part(p) for p in rest))
        extra = extra.plus_times(once, times)
        if times:
            paid.append((name, times))
            if rest and others is not None:
                others.append(ir.Cost(rest))  # 601.2h: paid along with the mana
    spell.paid = tuple(paid)
    return extra


def cost_text(card: CardDef, cost: ir.Cost) -> str:
    """An optional cost as the player is asked about it: its mana, or the words after the
    keyword's dash ("Kicker—Sacrifice a creature." asks about "Sacrifice a creature")."""
    if all(isinstance(p, ir.ManaPart) for p in cost.parts):
        return cost.mana
    ka = next((a for a in card.abilities if isinstance(a, ir.KeywordAbility) and a.cost is cost),
              None)
    words = ka.text.partition("—")[2].split(" (")[0].rstrip(".") if ka is not None else ""
    return words or cost.mana


def _times(game: Game, player: Player, spell: Any, kind: str, name: str, once: ManaCost,
           cost: ManaCost, less: int, helped: frozenset[str], most: int = 0, what: str = ""
           ) -> Generator[Decision, Any, int]:
    """How many times the player pays the optional additional cost ``once`` of keyword
    ``name`` along with ``cost`` (601.2b): a number up to what can be paid (702.33c
    multikicker, 702.56a replicate, 702.157a squad), or yes/no where it is paid at most once
    (``most`` 1: 702.175a offspring); nothing is asked if it can't be paid at all."""
    limit = most or MAX_KICKS
    can, more = 0, cost
    while can < limit and can_afford(game, player.id, more.plus(once).plus_generic(-less),
                                     keywords=helped, spell=spell.id):
        can, more = can + 1, more.plus(once)
    if not can:
        return 0
    card = spell.card
    if limit == 1:
        paying = what if what and not once.text else f"{once.text} and {what}" if what \
            else once.text  # "tap two untapped creatures ..." (702.78a)
        answer = yield Decision(player.id, kind, [YES, NO],
                                prompt=f"pay the {name} cost ({paying}) for {card.name}?")
        return 1 if answer.value else 0
    return (yield Decision(player.id, kind, (), shape="number", min=0, max=can,
                           prompt=f"pay the {name} cost {once.text} for {card.name} how many "
                                  "times?"))


MAX_KICKS = 20
"""How many times a multikicker cost is offered at most (702.33c sets no limit; mana does)."""


def cast_face_down(game: Game, player: Player, oid: int) -> Flow:
    """702.37c, 702.168b, 708.4: turn the card face down, put it onto the stack as a 2/2
    face-down creature spell (no name, text, subtypes or mana cost; ward {2} for disguise) and
    pay {3} rather than its mana cost (less any reduction for such a spell, 601.2f). Only its
    controller learns from the log what it is (708.5)."""
    from .face_down import FACE_DOWN_COST, turn_face_down

    card = game.objects[oid].card
    way = card.face_down_way
    assert way is not None
    sid = yield from events.move(game, oid, STACK, rule="601.2a", controller=player.id,
                                 text="")
    assert sid is not None
    spell = game.objects[sid]
    turn_face_down(game, spell, way.name)  # type: ignore[arg-type]
    less = reduction(game, player.id, spell)  # type: ignore[arg-type]
    yield from pay_mana(game, player.id, FACE_DOWN_COST.plus_generic(-less), spell=sid)  # 601.2g-h
    rule = "702.168b" if way.name == "disguise" else "702.37c"
    game.record("cast", f"{player.name} casts {card.name} face down ({way.name})", rule, (sid, player.id),
                private=(player.id, f"{player.name} casts a face-down creature spell"))
    notice(game, "cast", spell, player.id)  # 601.2i


def activate(game: Game, player: Player, oid: int, index: int) -> Flow:
    """602.2: put the ability on the stack, choose targets, pay costs; mana abilities resolve
    at once without using the stack (605.3b)."""
    obj = game.objects[oid]
    ab: ir.Activated = ability(game, obj, index)  # type: ignore[arg-type]
    if ab is None:  # pragma: no cover - actions are offered only for abilities it has
        raise AssertionError(f"{obj.name} has no ability {index}")
    if ab.is_mana_ability:
        yield from activate_mana_ability(game, player.id, oid, index, quiet=False)  # 605.3a
        return
    item = StackAbility(game.new_id(), oid, obj.card, ab, player.id, "activated")
    game.objects[item.id] = item
    game.stack.append(item.id)
    cost = ab.cost
    mana = ManaCost.parse(cost.mana) if cost.mana else NO_COST
    exclude = oid if cost.tap or cost.untap else None
    x = 0
    if mana.x_count:  # 602.2b: X is announced as for a spell (601.2b), before the targets
        x = yield x_decision(player.id, f"choose X for {obj.name}'s ability", [
            (_x_target_cap(game, player.id, ab.targets, oid), "601.2c",
             "there aren't more legal targets"),
            (max_x(game, player.id, mana, exclude), "601.2h",
             "the mana for a larger X can't be paid")])
        item.x = x
    specs = ab.targets
    if isinstance(ab.effect, ir.Modal):  # 602.2b, 700.2a: the modes, then their targets
        item.modes = yield from choose_modes(game, player.id, ab.effect, oid, ab.text)
        specs = target_specs(ab.effect, ab.targets, item.modes)
    if specs:
        item.targets = yield from choose_targets(game, player.id, specs, oid,
                                                 divided=divided_total(ab.effect, x), x=x)
        item.division = yield from announce(game, player.id, ab.effect, item.targets, x,
                                            obj.name)  # 601.2d, 602.2b
    # before mana: a tapped permanent can't tap again
    item.tapped_for_cost = yield from pay_taps(game, player, oid, ab)
    if cost.mana:  # 601.2g-h: mana abilities first, so a permanent to be sacrificed can tap
        yield from pay_mana(game, player.id, mana.with_x(x), exclude=exclude)
    yield from pay_costs(game, player, oid, ab, item=item)
    game.touch()
    game.record("activate", _announce(game, player, f"{obj.name}'s ability", item.targets, x,
                                      verb="activates"), "602.2", (item.id, oid, index))
    notice(game, "activate", obj, player.id)
    became_targets(game, item.targets, player.id, "ability", item.id)


def x_decision(pid: int, prompt: str, caps: list[tuple[int, str, str]]) -> Decision:
    """The announcement of X (107.3a, 601.2b). Any X may be announced, but casting with an X
    whose cost can't be paid (601.2h) or that has too few targets (601.2c) would be illegal and
    reversed (732.1), so the options stop at the smallest cap; a larger answer is refused citing
    the rule of the cap that binds (each cap: the largest X, its rule, why)."""
    most, rule, why = min(caps, key=lambda c: c[0])
    return Decision(pid, "x", (), prompt=prompt, shape="number", min=0, max=most, cite=rule,
                    limit=why if most < sys.maxsize else "")


def _x_target_cap(game: Game, pid: int, specs: tuple[ir.Target, ...], source: int) -> int:
    """601.2c: "X target creatures" needs X different legal targets, so X can't be announced
    larger than the number there are (601.2b comes first, but an X with too few targets would
    make casting illegal, 601.2e)."""
    return min((len(candidates(game, spec, pid, source)) for spec in specs
                if not isinstance(spec.count, int) and not spec.up_to and not spec.any_number),
               default=sys.maxsize)


def _affordable_targets(game: Game, pid: int, base: ManaCost, extra: ManaCost,
                        keywords: frozenset[str], less: int, sid: int, chosen: Any) -> None:
    """Strive: refuse a number of targets whose total cost (with cost reductions, ``less``)
    can't be paid (601.2f-h)."""
    total = base
    for _ in range(max(0, len(chosen) - 1)):
        total = total.plus(extra)
    total = total.plus_generic(-less)
    if not can_afford(game, pid, total, keywords=keywords, spell=sid):
        raise IllegalAction(f"can't pay {total.text or 'the cost'} for {len(chosen)} targets",
                            "601.2h")


def _target_reduction(card: CardDef) -> bool:
    """Whether the card's cost reduction depends on its targets ("SELF costs {3} less to cast
    if it targets a tapped creature")."""
    return any(isinstance(ab, ir.CostsLess) and isinstance(ab.condition, ir.SpellTargets)
               for ab in card.abilities)


def _affordable_with_targets(game: Game, pid: int, spell: Any, base: ManaCost,
                             keywords: frozenset[str], chosen: Any) -> None:
    """Refuse targets with which the total cost (its reduction depending on them, 601.2f)
    can't be paid (601.2h)."""
    picked = chosen if isinstance(chosen, list | tuple) else [chosen]
    saved = spell.targets
    spell.targets = (tuple(getattr(c, "value", c) for c in picked),)
    try:
        total = base.plus_generic(-reduction(game, pid, spell))
    finally:
        spell.targets = saved
    if not can_afford(game, pid, total, keywords=keywords, spell=spell.id):
        raise IllegalAction(f"can't pay {total.text or 'the cost'} with that target", "601.2h")


def became_targets(game: Game, targets: tuple[tuple[Any, ...], ...], pid: int, by: str,
                   source: int = 0) -> None:
    """"Whenever ... becomes the target of a spell (or ability)" triggers once the spell is cast
    or the ability activated or put on the stack (601.2i, 602.2i, 603.3d); ``source`` is that
    spell or ability ("that spell or ability", 702.21a)."""
    for group in targets:
        for t in group:
            obj = game.objects.get(t) if t is not None else None
            if obj is not None and not game.is_player(t):
                notice(game, f"becomes_target_of_{by}", obj, pid,  # type: ignore[arg-type]
                       by=source)


def _announce(game: Game, player: Player, what: str, targets: tuple[tuple[Any, ...], ...], x: int,
              verb: str = "casts") -> str:
    text = f"{player.name} {verb} {what}"
    if x:
        text += f" with X={x}"
    names = [describe(game, t) for group in targets for t in group]
    if names:
        text += " targeting " + ", ".join(names)
    return text

