"""Each console permission as the endpoint parameter that demands it, defined once: an endpoint
takes `access: ReadStock` and FastAPI checks the session, the role and the dealership scope
(deps.require). `Whole-site` ones need a role over every dealership of the site."""

from typing import Annotated

from fastapi import Depends

from forecourt.console.deps import ConsoleAccess, require

ReadLeads = Annotated[ConsoleAccess, Depends(require("leads:read"))]
WriteLeads = Annotated[ConsoleAccess, Depends(require("leads:write"))]
ReadStock = Annotated[ConsoleAccess, Depends(require("stock:read"))]
WriteStock = Annotated[ConsoleAccess, Depends(require("stock:write"))]
# A whole-stock feed (cars missing from it are marked sold) and scheduled feeds.
ManageFeeds = Annotated[ConsoleAccess, Depends(require("stock:feeds"))]
ExportLeads = Annotated[ConsoleAccess, Depends(require("leads:export"))]
ReadSettings = Annotated[ConsoleAccess, Depends(require("settings:read"))]
WriteSettings = Annotated[ConsoleAccess, Depends(require("settings:write"))]
ManageUsers = Annotated[ConsoleAccess, Depends(require("users:manage"))]
PublishSite = Annotated[ConsoleAccess, Depends(require("site:publish"))]
ReadAudit = Annotated[ConsoleAccess, Depends(require("audit:read"))]
WriteBilling = Annotated[ConsoleAccess, Depends(require("billing:write", whole_site=True))]
ReadContent = Annotated[ConsoleAccess, Depends(require("content:read"))]
WriteContent = Annotated[ConsoleAccess, Depends(require("content:write"))]
ReadSiteContent = Annotated[ConsoleAccess, Depends(require("content:read", whole_site=True))]
WriteSiteContent = Annotated[ConsoleAccess, Depends(require("content:write", whole_site=True))]
# Signed in but with two-step sign-in still to set up (the only screen such a session may open).
SettingUpSecondFactor = Annotated[
    ConsoleAccess, Depends(require("leads:read", second_factor_setup=True))
]
