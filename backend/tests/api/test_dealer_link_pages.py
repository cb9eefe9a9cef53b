"""The links dealers use (spec: finance-signin-locations §2.2, §2.3, §6) are pages of the app, not
404s: /sell-my-car and /parts/search for anyone; /spin-to-win and /online-payment behind sign-in,
and there once signed in."""

from tests.factories import make_dealership, make_site
from tests.shoppers import sign_in

OPEN = ("/sell-my-car", "/parts/search?q=brake%20pads&make=Mazda")
GATED = ("/spin-to-win", "/online-payment")


async def test_the_pages_dealers_link_to_are_served_not_404(
    session, shell_client, engine, settings
):
    site = await make_site(session, "alpha", name="Alpha Motors")
    await make_dealership(session, site)
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        for path in OPEN:
            page = await client.get(path)
            assert page.status_code == 200, path
            assert "<title>Alpha Motors</title>" in page.text
        for path in GATED:
            page = await client.get(path, follow_redirects=False)
            assert page.status_code == 303, path
        await sign_in(client, engine, settings)
        for path in GATED:
            assert (await client.get(path, follow_redirects=False)).status_code == 200, path
