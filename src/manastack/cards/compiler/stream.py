"""The parser's view of a unit: a token stream with backtracking and furthest-failure errors.

Every production either consumes its whole clause or fails; a failure records the position and
what was expected there, and the error reported for a unit is the one that got furthest (the
first token nothing could read).
"""

from __future__ import annotations

from typing import Any

from .lexer import Token


class ParseError(Exception):
    """A clause the grammar can't read: ``pos`` (character offset in the unit text) and what
    was expected there."""

    def __init__(self, text: str, pos: int, expected: tuple[str, ...], clause: str = "") -> None:
        self.text = text
        self.pos = pos
        self.expected = expected
        self.clause = clause
        shown = ", ".join(expected[:6]) + (" ..." if len(expected) > 6 else "")
        where = text[pos:pos + 30] or "the end"
        super().__init__(f"at {where!r}: expected {shown}")


class Stream:
    """Tokens of one unit with a cursor. ``mark``/``reset`` backtrack; ``fail`` records why a
    production couldn't go on, keeping the furthest failure."""

    __slots__ = ("tokens", "i", "text", "far", "far_expected", "env")

    def __init__(self, tokens: tuple[Token, ...], text: str, env: Any = None) -> None:
        self.tokens = tokens
        self.i = 0
        self.text = text
        self.far = -1
        self.far_expected: set[str] = set()
        self.env = env  # the binding context (see bind.py)

    # ---- looking ---------------------------------------------------------------------------

    def peek(self, k: int = 0) -> Token | None:
        j = self.i + k
        return self.tokens[j] if j < len(self.tokens) else None

    def done(self) -> bool:
        return self.i >= len(self.tokens)

    def pos(self) -> int:
        i, tokens = self.i, self.tokens
        return tokens[i].pos if i < len(tokens) else len(self.text)

    def is_word(self, *words: str, k: int = 0) -> bool:
        """Whether the next tokens are these words (a word is any token that reads as it: see
        :func:`~.lexer.readings`)."""
        tokens = self.tokens
        j = self.i + k
        if j + len(words) > len(tokens):
            return False
        for w in words:
            if w not in tokens[j].reads:
                return False
            j += 1
        return True

    def is_kind(self, kind: str, k: int = 0) -> bool:
        tok = self.peek(k)
        return tok is not None and tok.kind == kind

    # ---- consuming ---------------------------------------------------------------------------

    def word(self, *words: str) -> bool:
        """Consume these words if they come next; else record them as expected."""
        if self.is_word(*words):
            self.i += len(words)
            return True
        self.fail(" ".join(words))
        return False

    def one_of(self, *words: str) -> str | None:
        """Consume whichever single word of ``words`` comes next."""
        tok = self.peek()
        if tok is not None:
            reads = tok.reads
            for w in words:
                if w in reads:
                    self.i += 1
                    return w
        self.fail(" | ".join(words))
        return None

    def kind(self, kind: str) -> Token | None:
        """Consume a token of this kind."""
        tok = self.peek()
        if tok is not None and tok.kind == kind:
            self.i += 1
            return tok
        self.fail(kind)
        return None

    def fail(self, expected: str) -> None:
        i, tokens = self.i, self.tokens
        pos = tokens[i].pos if i < len(tokens) else len(self.text)
        if pos > self.far:
            self.far, self.far_expected = pos, {expected}
        elif pos == self.far:
            self.far_expected.add(expected)

    def error(self, clause: str = "") -> ParseError:
        far = max(self.far, 0)
        expected = tuple(sorted(self.far_expected)) or ("end of clause",)
        return ParseError(self.text, far, expected, clause)

    # ---- backtracking ------------------------------------------------------------------------

    def mark(self) -> int:
        return self.i

    def reset(self, mark: int) -> None:
        self.i = mark


class NoParse(Exception):
    """A production doesn't match here (the stream keeps the reason)."""

