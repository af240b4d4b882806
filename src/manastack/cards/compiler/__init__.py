"""The Oracle-text compiler: Oracle records -> an intermediate representation of abilities.

Front end: :mod:`.normalize` (reminder text, self-references, ability words, quotes, modal
bullets), :mod:`.lexicon` (the words the rules define), :mod:`.lexer` (tokens) and :mod:`.router`
(what shape a unit has). Import the submodules directly; this package imports nothing.
"""
