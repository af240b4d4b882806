"""``python -m manastack``: the same as the ``manastack`` command."""

from .cli import main

main(prog_name="manastack")
