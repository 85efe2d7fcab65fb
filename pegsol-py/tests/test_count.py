"""count and table against the command line's JSON, the committed
reports and snapshots it wrote, and published figures (named beside each)."""

import json
import os

import pytest
from conftest import ROOT, cli_json

import pegsol

SLOW = os.environ.get("PEGSOL_PYTHON_SLOW") == "1"


def same_as_committed(got, committed):
    """A report equals a committed one: every count exactly, the chances
    (floats, summed by an earlier build) to the last few bits."""
    chances = ("random_play_pegs_left", "win_share_of_games")
    assert {k: v for k, v in got.items() if k not in chances} == {
        k: v for k, v in committed.items() if k not in chances
    }
    assert got["random_play_pegs_left"] == pytest.approx(committed["random_play_pegs_left"], rel=1e-12)
    assert got["win_share_of_games"] == pytest.approx(committed["win_share_of_games"], rel=1e-12)


def test_t5_from_a_published():
    report = pegsol.count(pegsol.Board("T5"), "A")
    # published-figures.md S1, P3, S2: 29,760 solutions, 568,630 games.
    assert (report.solutions, report.games) == (29760, 568630)
    assert type(report.solutions) is int and type(report.games) is int
    assert report.solutions_by_finish == {"A": 6816, "G": 3408, "J": 3408, "M": 16128}
    # P4: games by pegs left from the corner.
    assert report.games_by_pegs_left == {
        1: 29760, 2: 139614, 3: 259578, 4: 123664, 5: 14844, 6: 844, 7: 324, 8: 2
    }


def test_english_from_d4_published_and_committed():
    report = pegsol.count(pegsol.Board("english"), "d4")
    assert report.solutions == 81723294080159936 and type(report.solutions) is int
    # published-figures.md E2 (solutions ending at the centre), E1 (positions).
    assert report.solutions_by_finish["d4"] == 40861647040079968
    assert report.positions == 187636299
    committed = json.loads((ROOT / "results/reports/english/english-from-d4.json").read_text())
    same_as_committed(report.to_dict(), committed)


@pytest.mark.parametrize("side", range(1, 7))
def test_every_start_class_matches_the_cli(side):
    board = pegsol.Board(f"T{side}")
    for start in [cls[0] for cls in board.classes]:
        assert pegsol.count(board, start).to_dict() == cli_json("count", "--board", f"T{side}", "--start", start)


def test_t7_matches_the_cli():
    # Every T7 start is held to the committed table below; one to the CLI here.
    assert pegsol.count(pegsol.Board("T7"), "2").to_dict() == cli_json("count", "--board", "T7", "--start", "2")


def test_reverse_and_unreduced_passes_match_the_cli():
    t6 = pegsol.Board("T6")
    assert pegsol.count(t6, "4", "reverse", random_play=False).to_dict() == cli_json(
        "count", "--board", "T6", "--start", "4", "--by", "reverse", "--no-random-play"
    )
    assert pegsol.count(t6, "4", symmetry=False).to_dict() == cli_json(
        "count", "--board", "T6", "--start", "4", "--no-symmetry"
    )


def snapshots(prefix):
    for path in sorted((ROOT / "snapshots").glob(f"{prefix}_*_json.snap")):
        yield path.name.removesuffix("_json.snap").split("_")[1:], json.loads(path.read_text().split("---\n", 2)[2])


def test_committed_count_snapshots():
    checked = 0
    for (board, start), expected in snapshots("count"):
        same_as_committed(pegsol.count(pegsol.Board(board), start).to_dict(), expected)
        checked += 1
    assert checked == 25


def test_table_matches_the_committed_t7_table_and_the_cli():
    def same(table, expected):
        got = table.to_dict()
        for key in ("board", "classes", "solutions", "games_by_pegs_left", "share_won"):
            assert got[key] == expected[key], key
        for start, chance in expected["random_play_win"].items():
            assert got["random_play_win"][start] == pytest.approx(chance, rel=1e-12)

    same(pegsol.table(pegsol.Board("T7")), json.loads((ROOT / "results/tables/T7-table.json").read_text()))
    for side in (4, 5, 6):
        same(pegsol.table(pegsol.Board(f"T{side}")), cli_json("table", "--board", f"T{side}"))


def test_table_and_count_frames_hold_ints():
    t5 = pegsol.Board("T5")
    frame = pegsol.table(t5).to_pandas()
    assert frame.loc["A", "M"] == 16128 and type(frame.loc["A", "M"]) is int
    # published-figures.md P1: 438,984 solutions from all 15 starts.
    assert sum(frame.sum()) == 438984
    by_pegs = pegsol.count(t5, "A").to_pandas()
    assert type(by_pegs.loc[1, "games"]) is int and by_pegs.loc[1, "games"] == 29760


@pytest.mark.skipif(not SLOW, reason="minutes: PEGSOL_PYTHON_SLOW=1")
def test_every_committed_english_report():
    board = pegsol.Board("english")
    for path in sorted((ROOT / "results/reports/english").glob("english-*.json")):
        committed = json.loads(path.read_text())
        reverse = committed.get("pass") == "reverse"
        by = "reverse" if reverse else "forward"
        got = pegsol.count(board, committed["start"][0], by, random_play=not reverse)
        same_as_committed(got.to_dict(), committed)
