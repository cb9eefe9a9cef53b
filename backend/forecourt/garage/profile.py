"""The shopper's own data: profile (with the price-alert channel), and deleting all of it."""

from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.garage.saved_searches import check_channel
from forecourt.garage.schemas import ProfileIn
from forecourt.identity.models import ShopperUser


async def update(session: AsyncSession, user: ShopperUser, body: ProfileIn) -> ShopperUser:
    values = body.model_dump(exclude_unset=True)
    if values.get("price_alert", "") is None:  # a channel can be changed, not cleared
        del values["price_alert"]
    for field, value in values.items():
        setattr(user, field, value)
    check_channel(user, user.price_alert, "price_alert")  # e.g. the email cleared, still chosen
    await session.commit()
    return user


async def delete_user(session: AsyncSession, user: ShopperUser) -> None:
    # Sessions, watchlist and saved searches go with the user (ON DELETE CASCADE); the
    # verification log keeps its count but loses the person (SET NULL).
    await session.execute(delete(ShopperUser).where(ShopperUser.id == user.id))
    await session.commit()
