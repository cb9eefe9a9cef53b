"""Each console permission as the endpoint parameter that demands it, defined once: an endpoint
takes `access: ReadStock` and FastAPI checks the session, the role and the dealership scope
(deps.require). `Whole-site` ones need a role over every dealership of the site."""

from typing import Annotated

from fastapi import Depends

from forecourt.console.deps import Access, require

ReadLeads = Annotated[Access, Depends(require("leads:read"))]
WriteLeads = Annotated[Access, Depends(require("leads:write"))]
ReadStock = Annotated[Access, Depends(require("stock:read"))]
WriteStock = Annotated[Access, Depends(require("stock:write"))]
ReadSettings = Annotated[Access, Depends(require("settings:read"))]
WriteSettings = Annotated[Access, Depends(require("settings:write"))]
ManageUsers = Annotated[Access, Depends(require("users:manage"))]
ReadAudit = Annotated[Access, Depends(require("audit:read"))]
WriteBilling = Annotated[Access, Depends(require("billing:write", whole_site=True))]
ReadContent = Annotated[Access, Depends(require("content:read"))]
WriteContent = Annotated[Access, Depends(require("content:write"))]
ReadSiteContent = Annotated[Access, Depends(require("content:read", whole_site=True))]
WriteSiteContent = Annotated[Access, Depends(require("content:write", whole_site=True))]
# Signed in but with two-step sign-in still to set up (the only screen such a session may open).
SettingUpSecondFactor = Annotated[Access, Depends(require("leads:read", second_factor_setup=True))]
