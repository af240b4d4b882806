"""Data files shipped with the package.

``oracle-cards.json.gz``: the Oracle data of every card, derived from MTGJSON (MIT licence);
the card text is © Wizards of the Coast. Read it through :mod:`manastack.cards.oracle`.
"""
