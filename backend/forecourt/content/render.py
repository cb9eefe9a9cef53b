"""Markdown to HTML that is safe to put in the page: CommonMark with tables, then nh3 (Ammonia)
keeps only the tags and attributes a content page needs. Dealer-written HTML inside the Markdown
goes through the same sanitiser, so a script or an event handler never reaches a shopper. Links
follow the one rule of every link a dealer writes (core/forms.allowed_link): a page keeps the
text of any other and drops its address, and a page is not saved with one (`refused_links`)."""

from html.parser import HTMLParser

import nh3
from markdown_it import MarkdownIt
from pydantic_core import PydanticCustomError

from forecourt.core.forms import LINK_MESSAGE, allowed_link

_markdown = MarkdownIt("commonmark", {"html": True, "linkify": False}).enable("table")
# The same Markdown with every link written out as an <a>, even those markdown-it would leave as
# text (javascript:...), so the check below sees each link the dealer wrote.
_every_link = MarkdownIt("commonmark", {"html": True, "linkify": False}).enable("table")
_every_link.validateLink = lambda url: True  # type: ignore[method-assign]

TAGS = {
    "h2", "h3", "h4", "p", "br", "hr", "ul", "ol", "li", "strong", "em", "b", "i", "u", "s",
    "small", "sub", "sup", "a", "blockquote",
    "table", "thead", "tbody", "tr", "th", "td", "img", "code", "pre", "details", "summary",
}  # fmt: skip
ATTRIBUTES = {"a": {"href", "title"}, "img": {"src", "alt", "width", "height"}, "th": {"scope"}}
MAX_MARKDOWN = 100_000  # characters: a long terms page is a tenth of this


def render_markdown(text: str) -> str:
    html = _markdown.render(text)
    # A page's own h1 is its title: headings in the body start at h2.
    html = html.replace("<h1>", "<h2>").replace("</h1>", "</h2>")
    return nh3.clean(
        html,
        tags=TAGS,
        attributes=ATTRIBUTES,
        url_schemes={"http", "https", "mailto", "tel"},
        attribute_filter=_allowed_href,
        link_rel="noopener noreferrer",
    )


def _allowed_href(tag: str, attribute: str, value: str) -> str | None:
    return None if tag == "a" and attribute == "href" and not allowed_link(value) else value


class _Hrefs(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self.hrefs += [value or "" for name, value in attrs if name == "href"]


def refused_links(text: str) -> list[str]:
    """The addresses of the links in `text` (Markdown or HTML in it) that the link rule refuses.
    A convenience for the dealer: render_markdown drops them whatever this finds."""
    parser = _Hrefs()
    parser.feed(_every_link.render(text))
    parser.close()
    return [href for href in parser.hrefs if not allowed_link(href)]


def links_allowed(text: str) -> str:
    """A field validator for what a dealer writes in Markdown (pages, offers): refused when a
    link in it breaks the link rule, naming the first such link."""
    refused = refused_links(text)
    if refused:
        raise PydanticCustomError(
            "link",
            "{rule} This one is not: {link}",
            {"rule": LINK_MESSAGE, "link": refused[0][:100]},
        )
    return text
