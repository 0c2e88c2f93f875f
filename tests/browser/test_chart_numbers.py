"""The charts' axes write numbers as the tables and the phones do: in Italian 1.800 and 16.000 on
one axis (Chromium's own Italian format leaves four digits ungrouped, "1800"), in English 1,800.
The formatter the monitor and the debrief give ECharts runs here in Chromium itself."""
from __future__ import annotations

import pytest

from billionaire.texts import number
from pages.monitor_charts import _number_format

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["it", "en"])
def test_axis_numbers_are_grouped_like_the_tables(browser, lang):
    page = browser.new_page()
    try:
        values = [0, 300, 1800, 9000, 16000, -4000, 1234567]
        said = page.evaluate(f"(values) => values.map({_number_format(lang)})", values)
        assert said == [number(v, lang) if v >= 0 else "-" + number(-v, lang) for v in values]
        assert page.evaluate(f"({_number_format(lang)})(0.5)") == ("0,5" if lang == "it" else "0.5")
    finally:
        page.close()
