"""Effects on libraries: searching (701.23), shuffling (701.24), looking at and revealing the top
cards (701.20), putting objects on top or at the bottom (401).

The library is a hidden zone (400.2): a search decision, which lists the cards of the library,
goes to the searching player only, with equal cards offered once and sorted by name, and the
cards found go to a hand without being shown to anyone else unless the effect reveals them
(701.23e).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ... import ir
from ...game.decisions import NO, YES, Choice, Decision
from ...game.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, GameObject
from .. import events
from ..characteristics import chars
from ..conditions import CONDITIONS
from ..dispatch import registers
from ..quantity import amount
from ..refs import LAST_KNOWN, OBJECTS, objects, players
from ..select import compiled
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game

NOTHING = "find nothing"


def shuffle(game: Game, pid: int, keep_on_top: Iterable[int] = ()) -> None:
    """701.24a: randomize the library with the game's generator; ``keep_on_top`` are left out
    of the shuffle and put on top afterwards (701.24b, 701.24g)."""
    player = game.player(pid)
    top = [c for c in keep_on_top if c in player.library]
    rest = [c for c in player.library if c not in top]
    game.rng.shuffle(rest)
    player.library = rest + list(reversed(top))
    game.touch()
    game.record("shuffle", f"{player.name} shuffles their library", "701.24a")


def _labels(game: Game, ids: Iterable[int]) -> list[Choice]:
    """One option per card, sorted by name (not library order, 400.2)."""
    objs = sorted((game.objects[c] for c in ids), key=lambda o: (o.name, o.id))
    return [Choice(o.id, o.name) for o in objs]


def _search_choice(game: Game, pid: int, node: ir.SearchLibrary, found: list[GameObject]
                   ) -> Any:
    """The searching player finds cards among ``found`` (701.23a). With a stated quality they
    may find fewer, even none (701.23b); searching for "a card" finds one if there is one
    (701.23d)."""
    must = node.what.pred == ir.ANYTHING and not node.up_to
    most = min(node.count, len(found))
    prompt = "search your library" + ("" if most else " (no card fits)")
    if node.count == 1 and not node.up_to:
        names: dict[str, int] = {}
        for o in sorted(found, key=lambda o: (o.name, o.id)):
            names.setdefault(o.name, o.id)  # equal cards are interchangeable: offered once
        options = [Choice(oid, name) for name, oid in names.items()]
        if not must or not options:
            options.append(Choice(None, NOTHING))
        answer = yield Decision(pid, "search", options, prompt=prompt)
        return [] if answer.value is None else [answer.value]
    answer = yield Decision(pid, "search", _labels(game, (o.id for o in found)), prompt=prompt,
                            shape="subset", min=most if must else 0, max=most)
    return [c.value for c in answer]


@handler(ir.SearchLibrary)
def _search(game: Game, ctx: Context, node: ir.SearchLibrary) -> Resolution:
    """"Search your library for [cards], [reveal them,] put them [where], then shuffle." (701.23a,
    701.24a); "..., then shuffle and put that card on top" puts the found card on top of the
    shuffled library (701.24b). ``who`` searches their own library (702.124j: "target player
    may search their library")."""
    pid = ctx.controller
    if not isinstance(node.who, ir.You):
        searcher = players(game, ctx, node.who)
        if not searcher:
            return
        pid = searcher[0]
    player = game.player(pid)
    test = compiled(node.what.pred)
    found = [o for c in player.library if isinstance(o := game.objects[c], GameObject)
             and test(game, chars(game, o), o, pid, ctx.source, ctx)]
    chosen = yield from _search_choice(game, pid, node, found)
    names = ", ".join(game.objects[c].name for c in chosen) or "nothing"
    count = f"{len(chosen)} card{'s' if len(chosen) != 1 else ''}"
    if node.reveal and chosen:
        game.record("search", f"{player.name} searches their library and reveals {names}",
                    "701.20a")
    else:
        game.record("search", f"{player.name} searches their library and finds {names}",
                    "701.23a", private=(pid, f"{player.name} searches their library and finds "
                                             f"{count}"))
    if node.to == "top":
        shuffle(game, pid, keep_on_top=chosen)
        if chosen:
            game.record("library", f"{player.name} puts {count} on top of their library",
                        "701.24b")
        return
    for c in chosen:
        obj = game.objects[c]
        if node.to == HAND:
            new = yield from events.move(game, c, HAND, rule="701.23a", text="")
            game.record("move", f"{player.name} puts {obj.name} into their hand", "701.23a",
                        private=None if node.reveal else (
                            pid, f"{player.name} puts a card into their hand"))
        elif node.to == BATTLEFIELD:
            new = yield from events.move(game, c, BATTLEFIELD, rule="701.23a", controller=pid,
                                         tapped=node.tapped, why="put onto the battlefield")
        else:
            new = yield from events.move(game, c, GRAVEYARD, rule="701.23a", why="searched for")
        if new is not None:
            ctx.chosen.setdefault("moved", []).append(obj)  # as it last existed (608.2h)
    shuffle(game, pid)


def _order(game: Game, pid: int, cards: list[int], prompt: str) -> Any:
    """The player puts ``cards`` in an order (401.4); returns them, the first nearest the top."""
    if not cards:
        return cards
    answer = yield Decision(pid, "order_cards", _labels(game, cards), shape="order",
                            prompt=prompt)
    return [c.value for c in answer]


NONE_TAKEN = "take nothing"


def _take_among(game: Game, ctx: Context, node: ir.LookAtTop, top: list[int]) -> Any:
    """The looking player chooses among the cards looked at those that fit ``node.what``: any
    one of them or none ("You may ... a [card]"), or up to ``node.take`` (608.2d). The options
    are the cards' names, sorted (not library order), offered to that player only (701.20e)."""
    pid = ctx.controller
    assert node.what is not None
    test = compiled(node.what.pred)
    fit = [c for c in top if isinstance(o := game.objects[c], GameObject)
           and test(game, chars(game, o), o, pid, ctx.source, ctx)]
    if node.take_all:  # "Put all [cards] revealed this way into your hand" (701.20a)
        return fit
    where = "onto the battlefield" if node.to == BATTLEFIELD else "into your hand"
    if node.take == 1:
        options = _labels(game, fit) + [Choice(None, NONE_TAKEN)]
        answer = yield Decision(pid, "look", options, prompt=f"you may put a card {where}")
        return [] if answer.value is None else [answer.value]
    most = min(node.take, len(fit))
    answer = yield Decision(pid, "look", _labels(game, fit), shape="subset", min=0, max=most,
                            prompt=f"you may put up to {most} {where}")
    return [c.value for c in answer]


@handler(ir.LookAtTop)
def _look_at_top(game: Game, ctx: Context, node: ir.LookAtTop) -> Resolution:
    """"Look at the top N cards of your library. Put K of them into your hand and the rest into
    your graveyard / on the bottom in any order / in a random order." or "..., then put them
    back in any order." Only the player looks (701.20e); the cards put into the hand aren't
    shown to anyone else unless the effect reveals them ("You may reveal a creature card from
    among them and put it into your hand", 701.20a); those put into the graveyard or onto the
    battlefield are seen by all (400.2)."""
    pid = ctx.controller
    player = game.player(pid)
    n = min(amount(game, ctx, node.amount), len(player.library))
    if n <= 0:
        return
    top = list(reversed(player.library[-n:]))  # top first
    if node.shown:
        game.record("reveal", f"{player.name} reveals the top {n} card{'s' if n != 1 else ''} "
                    f"of their library: {', '.join(game.objects[c].name for c in top)}",
                    "701.20a")
    else:
        game.record("look", f"{player.name} looks at the top {n} card{'s' if n != 1 else ''} "
                    "of their library", "701.20e")
    taken: list[int] = []
    if node.what is not None:
        taken = yield from _take_among(game, ctx, node, top)
    elif node.take:
        k = min(node.take, n)
        answer = yield Decision(pid, "look", _labels(game, top), shape="subset", min=k, max=k,
                                prompt=f"put {k} into your hand")
        taken = [c.value for c in answer]
    rest = [c for c in top if c not in taken]
    rule = "701.20a" if node.shown else "701.20e"
    if node.reveal and taken and not node.shown:
        game.record("reveal", f"{player.name} reveals "
                    f"{', '.join(game.objects[c].name for c in taken)}", "701.20a")
    for c in taken:
        obj = game.objects[c]
        if node.to == BATTLEFIELD:
            new = yield from events.move(game, c, BATTLEFIELD, rule=rule, controller=pid,
                                         tapped=node.tapped, why="put onto the battlefield")
        else:
            new = yield from events.move(game, c, HAND, rule=rule, text="")
            game.record("move", f"{player.name} puts {obj.name} into their hand", rule,
                        private=None if node.reveal or node.shown else (
                            pid, f"{player.name} puts a card into their hand"))
        if new is not None:
            ctx.chosen.setdefault("moved", []).append(obj)  # "put ... this way" (608.2h)
    if node.rest == "graveyard":
        for c in rest:
            yield from events.move(game, c, GRAVEYARD, rule=rule,
                                   why="revealed" if node.shown else "looked at")
        return
    if node.rest == "random":
        game.rng.shuffle(rest)
    elif len(rest) > 1:
        where = "top" if node.rest == "top" else "bottom"
        rest = yield from _order(game, pid, rest, f"order the cards for the {where} of your "
                                 "library (the first is nearest the top)")
    below = [c for c in player.library if c not in top]
    if node.rest == "top":
        player.library = below + list(reversed(rest))
    else:
        player.library = list(reversed(rest)) + below
    game.touch()
    game.record("library", f"{player.name} puts {len(rest)} card{'s' if len(rest) != 1 else ''} "
                f"{'back on top' if node.rest == 'top' else 'on the bottom'} of their library",
                "401.4")


@handler(ir.ExileTop)
def _exile_top(game: Game, ctx: Context, node: ir.ExileTop) -> Resolution:
    """"Exile the top N cards of your library." one at a time from the top (406.3: face up);
    the cards in exile are kept for a permission that follows ("You may play that card").
    ``who`` is the player whose library it is, who exiles them (ingest, 702.115a)."""
    n = 0
    for pid in players(game, ctx, node.who):
        player = game.player(pid)
        n = min(amount(game, ctx, node.amount), len(player.library))
        for _ in range(n):
            if not player.library:
                break
            new = yield from events.move(game, player.library[-1], EXILE, rule="406.3",
                                         why="exiled from the top of the library")
            if new is not None:
                ctx.chosen.setdefault("exiled_top", []).append(new)
    if n == 1 and ctx.chosen.get("exiled_top"):
        ctx.chosen["top"] = [game.objects[ctx.chosen["exiled_top"][-1]]]  # "if it's a land card"


@handler(ir.MayPlayExiled)
def _may_play_exiled(game: Game, ctx: Context, node: ir.MayPlayExiled) -> Resolution:
    """"You may play that card this turn." (601.3, 305.1): the cards the ability exiled, still
    in exile, may be played by its controller from there until the duration ends."""
    player = game.player(ctx.controller)
    for oid in ctx.chosen.get("exiled_top", []):
        obj = game.objects.get(oid)
        if not isinstance(obj, GameObject) or obj.zone != EXILE:
            continue
        obj.playable += ((player.id, node.until, game.turn, node.cast),)
        game.touch()
        until = "this turn" if node.until == "turn" else "until the end of their next turn"
        game.record("permission", f"{player.name} may {'cast' if node.cast else 'play'} "
                    f"{obj.name} {until}", "601.3")
    return
    yield


@handler(ir.Shuffle)
def _shuffle(game: Game, ctx: Context, node: ir.Shuffle) -> Resolution:
    """"[Player] shuffles their library." (701.24a); "... their graveyard into their library":
    the graveyard's cards are put into the library (400.7), then it is shuffled."""
    for pid in players(game, ctx, node.who):
        if node.graveyard:
            for oid in list(game.player(pid).graveyard):
                yield from events.move(game, oid, "library", rule="701.24a",
                                       why="shuffled into the library")
        shuffle(game, pid)


@handler(ir.RevealTop)
def _reveal_top(game: Game, ctx: Context, node: ir.RevealTop) -> Resolution:
    """"Reveal the top card of your library." (701.20a: all players see it) / "Look at the top
    card of [player]'s library." (701.20e: only the ability's controller sees it, 400.2). The
    card is kept for what follows ("If it's a land card, put it onto the battlefield")."""
    ctx.chosen["top"] = []
    for pid in players(game, ctx, node.whose):
        player = game.player(pid)
        if not player.library:
            game.record("reveal", f"{player.name}'s library is empty", "701.20")
            continue
        top = game.objects[player.library[-1]]
        assert isinstance(top, GameObject)
        ctx.chosen["top"].append(top)
        looker = game.player(ctx.controller)
        if node.look:
            whose = "their" if pid == ctx.controller else f"{player.name}'s"
            game.record("look", f"{looker.name} looks at the top card of {whose} library: "
                        f"{top.name}", "701.20e", private=(
                            ctx.controller, f"{looker.name} looks at the top card of {whose} "
                            "library"))
        else:
            ctx.chosen.setdefault("shown", set()).add(top.id)
            game.record("reveal", f"{player.name} reveals the top card of their library: "
                        f"{top.name}", "701.20a")
    return
    yield


def _top_cards(game: Game, ctx: Context) -> list[GameObject]:
    """The cards the last ``RevealTop`` or ``ExileTop`` of this ability left where they are,
    still there (400.7)."""
    found = []
    for obj in ctx.chosen.get("top", ()):
        now = game.objects.get(obj.id)
        if isinstance(now, GameObject) and now.zone == obj.zone:
            found.append(now)
    return found


@registers(OBJECTS, ir.TopCard)
def _top_card(game: Game, ctx: Context, ref: ir.TopCard) -> Iterable[GameObject]:
    return _top_cards(game, ctx)


@registers(LAST_KNOWN, ir.TopCard)
def _top_card_last_known(game: Game, ctx: Context, ref: ir.TopCard) -> Iterable[GameObject]:
    """As the card last existed where it was revealed (608.2h): "put that card into your
    hand. You lose life equal to its mana value."."""
    return [game.objects.get(o.id) or o for o in ctx.chosen.get("top", ())]  # type: ignore[misc]


@handler(ir.PutCard)
def _put_card(game: Game, ctx: Context, node: ir.PutCard) -> Resolution:
    """"Put it into your hand / onto the battlefield / into your graveyard / on the bottom of
    your library." (400.3: its owner's zone). A card only looked at goes to a hand unseen by
    the others (400.2) unless the effect reveals it (701.20a); a permanent enters under the
    control of the player who put it there (110.2a)."""
    putter = next(iter(players(game, ctx, node.who)), ctx.controller)
    for obj in list(objects(game, ctx, node.what)):
        owner = game.player(obj.owner)
        if node.reveal:
            ctx.chosen.setdefault("shown", set()).add(obj.id)
            game.record("reveal", f"{game.player(putter).name} reveals {obj.name}", "701.20a")
        seen = obj.zone != LIBRARY or obj.id in ctx.chosen.get("shown", ())
        if node.to == HAND:
            new = yield from events.move(game, obj.id, HAND, rule="400.3", text="")
            if new is not None:
                game.record("move", f"{owner.name} puts {obj.name} into their hand", "400.3",
                            private=None if seen else (
                                putter, f"{owner.name} puts a card into their hand"))
        elif node.to == BATTLEFIELD:
            new = yield from events.move(game, obj.id, BATTLEFIELD, rule="110.2a",
                                         controller=putter, tapped=node.tapped,
                                         why="put onto the battlefield")
            if new is not None:
                ctx.chosen.setdefault("put", []).append(new)
        elif node.to == GRAVEYARD:
            new = yield from events.move(game, obj.id, GRAVEYARD, rule="400.3",
                                         why="put into the graveyard")
        else:
            new = yield from events.move(game, obj.id, LIBRARY, rule="401.4", bottom=True,
                                         text="" if not seen else None)
            if new is not None and not seen:
                game.record("library", f"{owner.name} puts a card on the bottom of their "
                            "library", "401.4")
        if new is not None:
            ctx.chosen.setdefault("moved", []).append(obj)  # "put ... this way" (608.2h)
            ctx.chosen.setdefault("top_put", []).append(node.to)


@registers(CONDITIONS, ir.WasPut)
def _was_put(game: Game, ctx: Context, cond: ir.WasPut) -> bool:
    """"you put the card into your hand": an earlier ``PutCard`` of this ability did."""
    return cond.to in ctx.chosen.get("top_put", ())


@handler(ir.RevealUntil)
def _reveal_until(game: Game, ctx: Context, node: ir.RevealUntil) -> Resolution:
    """"Reveal cards from the top of your library until you reveal a [card]. Put that card
    [where] and the rest on the bottom of your library in a random order / into your
    graveyard." (701.20a): one at a time from the top, all seen by every player; with no such
    card the whole library is revealed and all of it is the rest."""
    pid = ctx.controller
    player = game.player(pid)
    test = compiled(node.what.pred)
    revealed: list[int] = []
    found = None
    for c in reversed(list(player.library)):
        revealed.append(c)
        obj = game.objects[c]
        if isinstance(obj, GameObject) and test(game, chars(game, obj), obj, pid, ctx.source,
                                                ctx):
            found = c
            break
    names = ", ".join(game.objects[c].name for c in revealed) or "nothing"
    game.record("reveal", f"{player.name} reveals cards from the top of their library: {names}",
                "701.20a")
    rest = [c for c in revealed if c != found]
    if found is not None:
        obj = game.objects[found]
        if node.to == BATTLEFIELD:
            new = yield from events.move(game, found, BATTLEFIELD, rule="701.20a",
                                         controller=pid, tapped=node.tapped,
                                         why="put onto the battlefield")
        else:
            new = yield from events.move(game, found, HAND, rule="701.20a", text="")
            game.record("move", f"{player.name} puts {obj.name} into their hand", "701.20a")
        if new is not None:
            ctx.chosen.setdefault("moved", []).append(obj)
            if node.to == BATTLEFIELD:
                ctx.chosen.setdefault("put", []).append(new)
    if node.rest == "graveyard":
        for c in rest:
            yield from events.move(game, c, GRAVEYARD, rule="701.20a", why="revealed")
        return
    rest = [c for c in rest if c in player.library]
    game.rng.shuffle(rest)
    below = [c for c in player.library if c not in rest]
    player.library = rest + below
    game.touch()
    game.record("library", f"{player.name} puts {len(rest)} card{'s' if len(rest) != 1 else ''} "
                "on the bottom of their library in a random order", "401.4")


@handler(ir.Cascade)
def _cascade(game: Game, ctx: Context, node: ir.Cascade) -> Resolution:
    """702.85a: exile cards from the top of the library one at a time (face up, 406.3) until a
    nonland card with mana value less than the spell's is exiled; its controller may cast that
    card without paying its mana cost while the ability resolves (608.2g: it goes on the stack
    above the spell, and no player gets priority in between), if it can be cast (601.2c: legal
    targets; 601.2f-h: additional costs; 702.61a). The cards exiled that weren't cast go to the
    bottom of the library in a random order."""
    from ..context import ability_source

    limit = chars(game, ability_source(game, ctx)).mana_value  # as it last existed (608.2h)
    yield from _exile_until_free_cast(game, ctx, limit - 1, "702.85a", "cascades (mana value "
                                      f"less than {limit})", to_hand=False)


@handler(ir.Discover)
def _discover(game: Game, ctx: Context, node: ir.Discover) -> Resolution:
    """701.57a: like cascade, but the card found has mana value N or less, and if it isn't cast
    (declined, or it can't be) it is put into its owner's hand."""
    limit = amount(game, ctx, node.amount)
    yield from _exile_until_free_cast(game, ctx, limit, "701.57a", f"discovers {limit}",
                                      to_hand=True)


def _exile_until_free_cast(game: Game, ctx: Context, limit: int, rule: str, says: str,
                           to_hand: bool) -> Resolution:
    """Exile cards from the top of the controller's library one at a time (face up, 406.3)
    until a nonland card with mana value ``limit`` or less is exiled; the controller may cast it
    without paying its mana cost while the ability resolves (608.2g), if it can be cast (601.2c
    legal targets, 601.2f-h additional costs); ``to_hand``: if not cast, it goes to the hand
    (701.57a). The other exiled cards go to the bottom of the library in a random order."""
    from ..casting import cast_spell
    from ..priority import WITHOUT_PAYING, resolving_cast_problem

    pid = ctx.controller
    player = game.player(pid)
    exiled: list[int] = []
    found = None
    while player.library and found is None:
        new = yield from events.move(game, player.library[-1], EXILE, rule=rule, text="")
        if new is None:
            continue
        exiled.append(new)
        ch = chars(game, game.objects[new])  # type: ignore[arg-type]
        if "Land" not in ch.types and ch.mana_value <= limit:
            found = new
    names = ", ".join(game.objects[c].name for c in exiled) or "nothing"
    game.record("cascade" if rule == "702.85a" else "discover",
                f"{player.name} {says}, exiling {names}", rule)
    obj = game.objects.get(found) if found is not None else None
    if isinstance(obj, GameObject) and obj.zone == EXILE:
        cast = False
        if not resolving_cast_problem(game, player, obj):
            answer = yield Decision(pid, "may", [YES, NO], cite=rule,
                                    prompt=f"cast {obj.name} without paying its mana cost?")
            if answer.value:
                cast = True
                yield from cast_spell(game, player, obj.id, WITHOUT_PAYING)
        if not cast and to_hand:
            yield from events.move(game, obj.id, HAND, rule=rule, text="")
            game.record("move", f"{player.name} puts {obj.name} into their hand", rule)
    rest = [c for c in exiled if c in game.exile]
    game.rng.shuffle(rest)
    for c in rest:
        yield from events.move(game, c, LIBRARY, rule=rule, bottom=True, text="")
    if rest:
        game.record("library", f"{player.name} puts {len(rest)} card"
                    f"{'s' if len(rest) != 1 else ''} on the bottom of their library in a random "
                    "order", rule)


@handler(ir.Ripple)
def _ripple(game: Game, ctx: Context, node: ir.Ripple) -> Resolution:
    """702.60a: its controller may reveal the top N cards of their library (all of them if
    there are fewer); if they do, they may cast any of those with the same name as the spell
    (as it last existed, 608.2h) without paying their mana costs, one at a time while the
    ability resolves (608.2g: each goes on the stack, no player gets priority in between), if
    each can be cast (601.2c targets, 601.2f-h additional costs); then the revealed cards not
    cast go to the bottom of the library in any order (401.4)."""
    from ..casting import cast_spell
    from ..context import ability_source
    from ..priority import WITHOUT_PAYING, resolving_cast_problem

    pid = ctx.controller
    player = game.player(pid)
    n = min(node.amount, len(player.library))
    if n <= 0:
        return
    answer = yield Decision(pid, "may", [YES, NO], cite="702.60a",
                            prompt=f"reveal the top {n} card{'s' if n != 1 else ''} of your "
                                   "library (ripple)?")
    if not answer.value:
        return
    top = list(reversed(player.library[-n:]))  # top first
    game.record("reveal", f"{player.name} reveals the top {n} card{'s' if n != 1 else ''} of "
                f"their library: {', '.join(game.objects[c].name for c in top)}", "702.60a")
    name = chars(game, ability_source(game, ctx)).name
    offered: set[int] = set()
    while True:
        castable = [c for c in top if c in player.library and c not in offered
                    and isinstance(obj := game.objects[c], GameObject)
                    and chars(game, obj).name == name
                    and not resolving_cast_problem(game, player, obj)]
        if not castable:
            break
        c = castable[0]  # cards of one name: the choice is how many to cast
        answer = yield Decision(pid, "may", [YES, NO], cite="702.60a",
                                prompt=f"cast {name} from among the revealed cards without "
                                       "paying its mana cost?")
        if not answer.value:
            break
        yield from cast_spell(game, player, c, WITHOUT_PAYING)
        offered.add(c)
    rest = [c for c in top if c in player.library]
    rest = yield from _order(game, pid, rest, "order the revealed cards for the bottom of your "
                             "library (the first is nearest the top)")
    player.library = list(reversed(rest)) + [c for c in player.library if c not in rest]
    game.touch()
    game.record("library", f"{player.name} puts {len(rest)} card{'s' if len(rest) != 1 else ''} "
                "on the bottom of their library", "702.60a")
