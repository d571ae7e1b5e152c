"""The render endpoints and the explorer page through Flask's test client."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any
from urllib.parse import quote

import pytest

from adjudicator.games.cetkaik.position import Position

INITIAL = Position.initial()
SVG = "{http://www.w3.org/2000/svg}"


def svg_of(response: Any) -> ET.Element:
    """Check a response is an SVG picture and parse it."""
    assert response.status_code == 200, response.get_json()
    assert response.mimetype == "image/svg+xml"
    root = ET.fromstring(response.data)
    assert root.tag == f"{SVG}svg"
    return root


def pieces(root: ET.Element) -> list[ET.Element]:
    """The pieces drawn on the board."""
    return [e for e in root.iter() if "piece" in e.get("class", "").split()]


def test_post_renders_a_position_given_as_text_or_json_and_caches_the_picture(client: Any) -> None:
    first = client.post("/v1/cetkaik/render", json={"position_text": INITIAL.to_text()})
    assert first.headers["X-Cache"] == "miss"
    root = svg_of(first)
    assert len(pieces(root)) == 49
    again = client.post("/v1/cetkaik/render", json={"position": INITIAL.to_json()})  # the same request, as JSON
    assert again.headers["X-Cache"] == "hit"
    assert again.data == first.data
    other = client.post("/v1/cetkaik/render", json={"position_text": INITIAL.to_text(), "bottom": "A"})
    assert other.headers["X-Cache"] == "miss" and other.data != first.data


def test_post_draws_the_requested_highlights(client: Any) -> None:
    body = {"position_text": INITIAL.to_text(), "move": {"type": "SrcStepDstFinite", "src": "LAU", "step": "LAI",
                                                         "dest": "LY"},
            "square": "ZO", "last_move": "KAI片KY", "coordinates": False, "ruleset": "strict_y1_huap1"}
    root = svg_of(client.post("/v1/cetkaik/render", json=body))
    classes = [e.get("class", "") for e in root.iter()]
    for expected in ("hl-move-src", "hl-move-via", "hl-move-dest", "hl-selected", "hl-dest", "hl-last"):
        assert expected in classes
    assert "coordinates" not in classes
    desc = root.find(f"{SVG}desc")
    assert desc is not None and "Highlighted move LAU片LAILY" in (desc.text or "")


def test_get_renders_the_text_form_given_in_the_url(client: Any) -> None:
    url = f"/v1/cetkaik/render?position_text={quote(INITIAL.to_text())}&move={quote('ZO皇[TO]TU')}&bottom=ASide"
    root = svg_of(client.get(url))
    assert len(pieces(root)) == 49
    title = root.find(f"{SVG}title")
    assert title is not None and "IA side to move" in (title.text or "")
    assert client.get(url).headers["X-Cache"] == "hit"
    # the POST and GET forms are separate operations, each with its own cache entries
    post = client.post("/v1/cetkaik/render", json={"position_text": INITIAL.to_text(), "move": "ZO皇[TO]TU",
                                                   "bottom": "ASide"})
    assert post.headers["X-Cache"] == "miss" and post.data == client.get(url).data


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"position_text": "not a position"}, "position_text"),
        ({"position_text": INITIAL.to_text(), "position": INITIAL.to_json()}, "position"),
        ({}, "position"),
        ({"position_text": INITIAL.to_text(), "move": "LAU到LY"}, "move"),
        ({"position_text": INITIAL.to_text(), "last_move": {"type": "SrcDst", "src": "LAU"}}, "last_move.dest"),
        ({"position_text": INITIAL.to_text(), "square": "QQ"}, "square"),
        ({"position_text": INITIAL.to_text(), "bottom": "north"}, "bottom"),
        ({"position_text": INITIAL.to_text(), "ruleset": "house_rules"}, "ruleset"),
        ({"position_text": INITIAL.to_text(), "colour": "blue"}, "colour"),
    ],
)
def test_post_bad_input_is_a_422_naming_the_field(client: Any, body: dict[str, Any], field: str) -> None:
    response = client.post("/v1/cetkaik/render", json=body)
    assert response.status_code == 422
    assert field in response.get_json()["message"]


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("", "position_text"),
        (f"position_text={INITIAL.to_text()}", "position_text"),  # '+' not encoded: it arrives as a space
        (f"position_text={quote(INITIAL.to_text())}&ruleset=house_rules", "ruleset"),
        (f"position_text={quote(INITIAL.to_text())}&move=Q", "move"),
        (f"position_text={quote(INITIAL.to_text())}&coordinates=maybe", "coordinates"),
    ],
)
def test_get_bad_input_is_a_422_naming_the_parameter(client: Any, query: str, field: str) -> None:
    response = client.get(f"/v1/cetkaik/render?{query}")
    assert response.status_code == 422
    assert field in response.get_json()["message"]


def test_get_points_out_an_unencoded_plus_and_the_old_parameter_name(client: Any) -> None:
    mangled = client.get(f"/v1/cetkaik/render?position_text={INITIAL.to_text()}").get_json()
    assert "%2B" in mangled["errors"]["query"]["position_text"][0]
    renamed = client.get(f"/v1/cetkaik/render?position={quote(INITIAL.to_text())}").get_json()
    assert "position_text" in renamed["message"] and renamed["errors"]["query"]["position"]


def test_a_highlighted_move_need_not_be_legal(client: Any) -> None:
    # a bare square is the final decision of the excited state; outside it only that square is marked
    root = svg_of(client.get(f"/v1/cetkaik/render?position_text={quote(INITIAL.to_text())}&move=LAI"))
    marked = [e.get("data-square") for e in root.iter() if "hl-move-dest" in e.get("class", "")]
    assert marked == ["LAI"]


def test_the_operations_are_documented_as_svg(client: Any) -> None:
    paths = client.get("/openapi.json").get_json()["paths"]
    render = paths["/v1/cetkaik/render"]
    assert render["post"]["operationId"] == "render_cetkaik_position"
    assert render["get"]["operationId"] == "render_cetkaik_position_text"
    for operation in render.values():
        assert list(operation["responses"]["200"]["content"]) == ["image/svg+xml"]
        assert "default" in operation["responses"]
    assert not [path for path in paths if path.startswith("/explorer")]


def test_the_explorer_page_and_its_assets_are_served(client: Any) -> None:
    page = client.get("/explorer/")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert 'src="static/explorer.js"' in html and 'href="static/explorer.css"' in html
    assert 'href="../docs/"' in html
    script = client.get("/explorer/static/explorer.js")
    assert script.status_code == 200 and "javascript" in script.mimetype
    assert "v1/cetkaik/records/replay" in script.get_data(as_text=True)
    assert client.get("/explorer/static/explorer.css").mimetype == "text/css"
    assert client.get("/explorer").status_code == 308
    assert client.get("/explorer/static/missing.js").status_code == 404


def test_the_explorer_offers_the_presets_the_render_operation_takes(client: Any) -> None:
    answer = client.get("/explorer/presets.json")
    assert answer.status_code == 200 and "public" in answer.headers["Cache-Control"]
    parameters = client.get("/openapi.json").get_json()["paths"]["/v1/cetkaik/render"]["get"]["parameters"]
    ruleset = next(p for p in parameters if p["name"] == "ruleset")
    assert answer.get_json()["presets"] == ruleset["schema"]["enum"]
    assert len(answer.get_data()) < 200  # the menu does not need the whole API document
