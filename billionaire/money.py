"""Money formatting in the Italian style used on every screen."""


def fmt(amount: int) -> str:
    """1234 -> '1.234 $', -400 -> '-400 $'."""
    sign = "-" if amount < 0 else ""
    return f"{sign}{abs(amount):,} $".replace(",", ".")


def signed(amount: int) -> str:
    """Ledger style: '+300 $' or '-200 $'."""
    return ("+" if amount >= 0 else "") + fmt(amount)
