"""The numbers in card text (107.1, 107.3) as an effect resolves: one handler per quantity node.

Counts of objects use the current state; numbers about an object that has left use its last
known information (608.2h).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from ..ir.typeline import BASIC_LAND_MANA, CARD_TYPES
from .characteristics import chars
from .dispatch import registers, rules_for
from .refs import last_known, players
from .select import select

if TYPE_CHECKING:
    from ..game.game import Game
    from .context import Context

QUANTITIES: dict[type, Callable[[Game, Context, Any], int]] = {}
_CARD_TYPES = frozenset(CARD_TYPES)
_BASIC_LAND_TYPES = frozenset(BASIC_LAND_MANA)
"""The handler giving the number each kind of quantity node stands for."""


def amount(game: Game, ctx: Context, q: ir.Quantity) -> int:
    """The number ``q`` stands for now."""
    if isinstance(q, int):
        return q
    return rules_for(QUANTITIES, q, "quantity")(game, ctx, q)


@registers(QUANTITIES, ir.XValue)
def _x(game: Game, ctx: Context, q: ir.XValue) -> int:
    """107.3a; for a permanent, the X paid for the spell that became it (107.3m)."""
    return ctx.x


@registers(QUANTITIES, ir.CountersRemoved)
def _counters_removed(game: Game, ctx: Context, q: ir.CountersRemoved) -> int:
    """"for each storage counter removed this way": the number removed to pay the cost of the
    mana ability resolving (601.2h, 605.3b)."""
    return ctx.chosen.get(("removed", q.kind), 0)


@registers(QUANTITIES, ir.Count)
def _count(game: Game, ctx: Context, q: ir.Count) -> int:
    return len(select(game, q.what, ctx.controller, ctx.source, ctx))


@registers(QUANTITIES, ir.CountersOn)
def _counters_on(game: Game, ctx: Context, q: ir.CountersOn) -> int:
    """"for each [kind] counter on this [permanent]", as it last existed (608.2h)."""
    return sum((obj.counters or {}).get(q.kind, 0) for obj in last_known(game, ctx, q.obj))


@registers(QUANTITIES, ir.PropertyOf)
def _property_of(game: Game, ctx: Context, q: ir.PropertyOf) -> int:
    """"its power", "that creature's toughness", "its mana value" (608.2h if it has left)."""
    found = last_known(game, ctx, q.obj)
    return (getattr(chars(game, found[0]), q.prop) or 0) if found else 0


@registers(QUANTITIES, ir.TimesKicked)
def _times_kicked(game: Game, ctx: Context, q: ir.TimesKicked) -> int:
    """"for each time it was kicked" (702.33c-d): the kicker costs paid for the spell (a
    permanent: the spell that became it)."""
    found = last_known(game, ctx, q.obj)
    return len(found[0].kicked) if found else 0


PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")
"""The creature types of a party (700.8)."""


@registers(QUANTITIES, ir.PartySize)
def _party_size(game: Game, ctx: Context, q: ir.PartySize) -> int:
    """700.8a-b: the number of creatures in the player's party: each of its four types filled
    by a different creature they control, counted the way that gives the highest number."""
    total = 0
    for pid in players(game, ctx, q.player):
        kinds = [frozenset(PARTY_TYPES).intersection(chars(game, o).subtypes) for o in game.permanents(pid)
                 if "Creature" in chars(game, o).types]
        total += party_size([k for k in kinds if k])
    return total


def party_size(kinds: list[frozenset[str]]) -> int:
    """The most party types that creatures with these party types can fill, one type each
    (700.8b): the sets of types filled so far (at most 16), grown creature by creature."""
    reached = {frozenset[str]()}
    for kind in kinds:
        reached |= {used | {t} for used in reached for t in kind - used}
    return max(len(used) for used in reached)


@registers(QUANTITIES, ir.TimesPaid)
def _times_paid(game: Game, ctx: Context, q: ir.TimesPaid) -> int:
    """"for each time its replicate cost was paid" (702.56a, 702.157a): how many times the
    keyword's optional additional cost was paid for the spell (a permanent: the spell that
    became it; as it last existed if it has left, 608.2h). An alternative cost it was cast for
    ("if its blitz cost was paid", 702.152a) was paid once."""
    found = last_known(game, ctx, q.obj)
    if not found:
        return 0
    return dict(found[0].paid).get(q.keyword, 0) or int(found[0].cast_as == q.keyword)
@registers(QUANTITIES, ir.ColorsSpent)
def _colors_spent(game: Game, ctx: Context, q: ir.ColorsSpent) -> int:
    """"for each color of mana spent to cast it" (601.2h, 702.44a): the spell's, or the
    spell's that became the permanent."""
    found = last_known(game, ctx, q.obj)
    return len(getattr(found[0], "colors_spent", "")) if found else 0


@registers(QUANTITIES, ir.SpellsCastBefore)
def _spells_cast_before(game: Game, ctx: Context, q: ir.SpellsCastBefore) -> int:
    """702.40a: the spells cast this turn (601.2i, any player's) before the spell the ability
    is about (the event's object): copies aren't cast (707.10)."""
    spell = (ctx.event or {}).get("object")
    entries = []
    for entry in reversed(game.log):
        if entry.turn != game.turn:
            break
        if entry.kind == "cast" and entry.data:
            entries.append(entry.data[0])
    entries.reverse()
    return entries.index(spell) if spell in entries else len(entries)


@registers(QUANTITIES, ir.PlayerCount)
def _player_count(game: Game, ctx: Context, q: ir.PlayerCount) -> int:
    """A player's life total (119), the cards in a zone of theirs, or their devotion (700.5)."""
    total = 0
    for pid in players(game, ctx, q.player):
        player = game.player(pid)
        if q.what == "life":
            total += player.life
        elif q.what == "opponents":  # 102.2, 800.4a: those still in the game
            total += sum(1 for p in game.players if p.id != pid and not (p.lost or p.left))
        elif q.what == "opponents attacked":  # 702.121a: with a creature, this combat
            total += len(_opponents_attacked(game, pid))
        elif q.what.startswith("devotion:"):
            total += _devotion(game, pid, q.what.partition(":")[2])
        else:
            total += len(player.zone(q.what))
    return total


def _opponents_attacked(game: Game, pid: int) -> set[int]:
    """702.121a: the opponents ``pid`` attacked with a creature this combat (players, not
    planeswalkers or battles), read from their declaration of attackers (508.1), the latest
    this turn; creatures removed from combat since still count."""
    for entry in reversed(game.log):
        if entry.turn != game.turn:
            break
        if entry.kind == "attackers" and entry.data and entry.data[0] == pid:
            return {d for d in entry.data[1] if game.is_player(d) and d != pid} \
                if len(entry.data) > 1 else set()
    return set()


def _devotion(game: Game, pid: int, colors: str) -> int:
    """700.5: the mana symbols of those colors in the mana costs of the player's permanents."""
    return sum(1 for obj in game.permanents(pid) for sym in obj.card.mana_cost.symbols
               if any(part in colors for part in sym.split("/")))


@registers(QUANTITIES, ir.EventAmount)
def _event_amount(game: Game, ctx: Context, q: ir.EventAmount) -> int:
    """"that much": the amount of life an earlier effect of this ability changed (608.2c), or
    else of the event that triggered it (603.2)."""
    if q.named is not None:  # "Otherwise, you lose that much life": the amount the other names
        return amount(game, ctx, q.named)
    if "amount" in ctx.chosen:
        return ctx.chosen["amount"]
    return (ctx.event or {}).get("amount", 0)


@registers(QUANTITIES, ir.Times)
def _times(game: Game, ctx: Context, q: ir.Times) -> int:
    return q.factor * amount(game, ctx, q.of)


@registers(QUANTITIES, ir.Half)
def _half(game: Game, ctx: Context, q: ir.Half) -> int:
    """107.1a: rounded up or down as the text says."""
    n = amount(game, ctx, q.of)
    return (n + 1) // 2 if q.round_up else n // 2


@registers(QUANTITIES, ir.Plus)
def _plus(game: Game, ctx: Context, q: ir.Plus) -> int:
    return amount(game, ctx, q.left) + amount(game, ctx, q.right)


@registers(QUANTITIES, ir.TypesAmong)
def _types_among(game: Game, ctx: Context, q: ir.TypesAmong) -> int:
    """The different card types (205.2a; delirium) or basic land types (305.6; domain) among
    the objects found, as they are now."""
    found: set[str] = set()
    wanted = _CARD_TYPES if q.kind == "card" else _BASIC_LAND_TYPES
    for obj in select(game, q.what, ctx.controller, ctx.source, ctx):
        ch = chars(game, obj)
        found |= (ch.types if q.kind == "card" else set(ch.subtypes)) & wanted
    return len(found)


@registers(QUANTITIES, ir.Greatest)
def _greatest(game: Game, ctx: Context, q: ir.Greatest) -> int:
    """"the greatest power among ...": the largest value, 0 among no objects (107.1); a
    negative power counts as it is (107.1b)."""
    values = [getattr(chars(game, obj), q.prop) or 0
              for obj in select(game, q.what, ctx.controller, ctx.source, ctx)]
    return max(values, default=0)
