"""Markdown to HTML that is safe to put in the page: CommonMark with tables, then nh3 (Ammonia)
keeps only the tags and attributes a content page needs. Dealer-written HTML inside the Markdown
goes through the same sanitiser, so a script or an event handler never reaches a shopper."""

import nh3
from markdown_it import MarkdownIt

_markdown = MarkdownIt("commonmark", {"html": True, "linkify": False}).enable("table")

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
        link_rel="noopener noreferrer",
    )
