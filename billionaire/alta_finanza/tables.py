"""The rulebook's numbers, in one place (docs/alta-finanza.md)."""
from __future__ import annotations

# The six types of shares, in the board's order (the order also breaks ties, docs/rules-decisions.md).
TYPES = ("automobile", "shipping", "oil", "computers", "insurance", "banks")

SHARES_PER_TYPE = 25          # "25 per type"
MAJORITY = 13                 # "at least 13 of the 25"
START_CASH = 100_000
DEFAULT_TARGET = 1_000_000
MIN_TARGET, MAX_TARGET = 200_000, 10_000_000
MIN_SEATS, MAX_SEATS = 2, 6
START_QUOTE_BASE = 10         # 2 dice + 10, times 1,000
STEP = 1_000                  # a quotation moves 1,000 $ per share traded
FLOOR = 1_000                 # the lowest quotation selling or a fall can reach (0 only by a Crack)
CAP = 99_000                  # the discs' highest figure (our reading: two digits of thousands)
RECOVERY_QUOTE = 10_000
PRESS_TRADE_LIMIT = 10        # the revealer may trade up to 10 shares of one type
TESSERA_CARDS = 16
LOAN = 100_000
REPAYMENT = 130_000
NOMINAL = 10_000              # a share sold to meet a payment
COUPON_PER_SHARE = 1_000
COUPON_PER_MAJORITY = 20_000
TRUST_PER_MAJORITY = 20_000
SHARE_TAX = 1_000
RACE_WINNINGS = 20_000
REENTRY_PENALTY = 150_000
WIN_SHARES = 15
