"""Content pages: a site's own pages in Markdown, served as sanitised HTML to its
own site only; a draft or another site's page is not found."""

from forecourt.content.schemas import PageIn
from forecourt.content.service import save_page
from forecourt.core.clock import utcnow
from tests.factories import make_site

HOSTILE = """\
# Our story

We *love* cars. <script>alert('x')</script>
<img src="x" onerror="alert(1)"> [click](javascript:alert(1)) [call](tel:0733571100)

| Day | Hours |
| --- | --- |
| Mon | 8-5 |
"""


async def _pages(session):
    alpha = await make_site(session, "alpha")
    await make_site(session, "beta")
    now = utcnow()
    # PageIn now refuses the javascript: link; a page saved before that rule still has it, and
    # the renderer keeps it text.
    hostile = PageIn.model_construct(
        path="/about-us",
        title="About",
        description="Us",
        markdown=HOSTILE,
        layout="page",
        og_image=None,
        published=True,
    )
    await save_page(session, alpha.id, hostile, now)
    await save_page(session, alpha.id, PageIn(path="/pages/draft", title="Draft", description="-",
                                              markdown="Soon", published=False), now)  # fmt: skip
    await session.commit()


async def test_a_page_is_served_as_sanitised_html(session, client_for):
    await _pages(session)
    answer = await client_for("alpha").get("/api/v1/pages", params={"path": "/about-us"})
    assert answer.status_code == 200
    page = answer.json()
    assert page["title"] == "About" and page["layout"] == "page"
    html = page["html"]
    assert "<h2>Our story</h2>" in html and "<em>love</em>" in html  # the title is the only h1
    assert "<table>" in html and "<td>Mon</td>" in html
    assert "<script" not in html and "alert('x')" not in html and "onerror" not in html
    assert 'href="javascript' not in html  # left as text, never a link
    assert '<a href="tel:0733571100" rel="noopener noreferrer">call</a>' in html


async def test_another_sites_page_a_draft_and_a_bad_path_are_refused(session, client_for):
    await _pages(session)
    other = await client_for("beta").get("/api/v1/pages", params={"path": "/about-us"})
    assert other.status_code == 404
    assert other.json()["detail"] == "There is no page at this address."
    draft = await client_for("alpha").get("/api/v1/pages", params={"path": "/pages/draft"})
    assert draft.status_code == 404
    bad = await client_for("alpha").get("/api/v1/pages", params={"path": "/About Us"})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "path"
