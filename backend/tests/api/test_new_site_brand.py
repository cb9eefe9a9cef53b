"""The new-site wizard's brand step: typeface, hero style and card style from the theme set,
validated by the console's own Theme (the same message per field as the settings give), kept
for the next visit, and the preview's data (the site as its pages receive it, a car card by the
storefront's rules: a sample before the stock, then the site's own first car)."""

from tests.api.test_new_site_wizard import FEED, YARD
from tests.api.test_site_lifecycle import PLATFORM, _operator
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_site

BAD = {"typeface": "comic-sans", "hero_style": "carousel", "card_style": "floating"}


async def test_a_typeface_or_hero_style_outside_the_theme_set_is_refused_as_settings_refuse_it(
    session, client_for
):
    platform = await _operator(session, client_for("localhost"))
    site = (
        await platform.post(f"{PLATFORM}/sites", json={"slug": "kelly", "name": "Kelly"})
    ).json()
    wizard = await platform.put(f"{PLATFORM}/sites/{site['id']}/theme", json=BAD)
    assert wizard.status_code == 422
    errors = {e["field"]: e["message"] for e in wizard.json()["errors"]}
    assert set(errors) == {"typeface", "hero_style", "card_style"}
    assert "'inter'" in errors["typeface"] and "'split'" in errors["hero_style"]

    alpha = await make_site(session, "alpha")
    owner = await make_console_user(session, alpha, "owner")
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    settings = await console.put("/api/v1/console/settings/theme", json=BAD)
    assert settings.status_code == 422
    assert {e["field"]: e["message"] for e in settings.json()["errors"]} == errors
    # Refused: nothing was kept, the wizard still stands at the brand.
    assert (await platform.get(f"{PLATFORM}/sites/{site['id']}/setup")).json()["next_step"] == (
        "brand"
    )


async def test_the_brand_is_kept_for_the_next_visit_and_shown_by_the_site(session, client_for):
    platform = await _operator(session, client_for("localhost"))
    site = (
        await platform.post(f"{PLATFORM}/sites", json={"slug": "kelly", "name": "Kelly"})
    ).json()
    brand = {
        "primary": "#aa0011",
        "typeface": "outfit",
        "hero_style": "split",
        "card_style": "flat",
    }
    saved = await platform.put(f"{PLATFORM}/sites/{site['id']}/theme", json=brand)
    assert saved.status_code == 200, saved.text
    again = (await platform.get(f"{PLATFORM}/sites/{site['id']}/setup")).json()
    assert {k: again["theme"][k] for k in brand} == brand
    public = (await client_for("kelly").get("/api/v1/site")).json()
    assert {k: public["theme"][k] for k in brand} == brand


async def test_the_preview_shows_a_sample_car_until_the_site_has_its_own(session, client_for):
    platform = await _operator(session, client_for("localhost"))
    site = (
        await platform.post(f"{PLATFORM}/sites", json={"slug": "kelly", "name": "Kelly"})
    ).json()
    preview_url = f"{PLATFORM}/sites/{site['id']}/setup/preview"
    before = (await platform.get(preview_url)).json()
    assert before["sample"] is True
    assert before["site"]["name"] == "Kelly" and before["site"]["slug"] == "kelly"
    card = before["car"]
    assert (card["year"], card["make"], card["model"]) == (2022, "Toyota", "HiLux")
    assert card["price"]["amount"] == 45990 and card["km"] == 38500

    made = await platform.post(f"{PLATFORM}/sites/{site['id']}/dealerships", json=YARD)
    dealership = made.json()["dealerships"][0]
    upload = {"dealership_id": dealership["id"], "format": "csv", "content": FEED, "dry_run": False}
    imported = await platform.post(f"{PLATFORM}/sites/{site['id']}/imports/stock", json=upload)
    assert imported.json()["created"] == 2
    after = (await platform.get(preview_url)).json()
    assert after["sample"] is False
    assert (after["car"]["make"], after["car"]["model"], after["car"]["price"]["amount"]) == (
        "Toyota", "HiLux", 45990,
    )  # fmt: skip
    assert after["car"]["path"].startswith("/cars/")


async def test_an_owner_previews_only_their_own_site(session, client_for):
    alpha = await make_site(session, "alpha")
    beta = await make_site(session, "beta")
    owner = await make_console_user(session, alpha, "owner")
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    own = await console.get("/api/v1/console/setup/preview")
    assert own.status_code == 200 and own.json()["site"]["slug"] == "alpha"
    # The platform's routes are not on a site's host, and another site is not the owner's.
    assert (await console.get(f"{PLATFORM}/sites/{beta.id}/setup/preview")).status_code == 404
    assert (await client_for("beta").get("/api/v1/console/setup/preview")).status_code == 401
    anonymous = client_for("localhost")
    assert (await anonymous.get(f"{PLATFORM}/sites/{alpha.id}/setup/preview")).status_code == 401
