from datetime import datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from forecourt.content.render import MAX_MARKDOWN, links_allowed

# A site path of lower-case words: /about-us, /pages/warranty, /4x4-outdoor.
PAGE_PATH = r"^(/[a-z0-9]+(-[a-z0-9]+)*){1,3}$"
PagePath = Annotated[str, Field(min_length=2, max_length=200, pattern=PAGE_PATH)]


class PageOut(BaseModel):
    path: str
    title: str
    description: str
    og_image: str | None
    layout: str = Field(description="page, or terms: long legal text collapsed on phones")
    html: str = Field(description="The body, sanitised HTML (h2 and below; the title is apart)")
    updated_at: datetime


class PageIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: PagePath
    title: Annotated[str, Field(min_length=1, max_length=120)]
    description: Annotated[str, Field(min_length=1, max_length=300)]
    markdown: Annotated[
        str, Field(min_length=1, max_length=MAX_MARKDOWN), AfterValidator(links_allowed)
    ]
    layout: Literal["page", "terms"] = "page"
    og_image: Annotated[str, Field(max_length=500)] | None = None
    published: bool = True


class PageSummary(BaseModel):
    id: int
    path: str
    title: str
    layout: str
    published: bool
    updated_at: datetime


class PageDetail(PageSummary):
    description: str
    og_image: str | None
    markdown: str
    html: str = Field(description="The body as the site shows it (sanitised HTML)")
