"""The shopper's own data: profile, saved searches, and deleting all of it."""

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.garage.models import SavedSearch
from forecourt.garage.schemas import ProfileIn, SavedSearchOut
from forecourt.identity.models import ShopperUser

MAX_SEARCHES = 20


async def update(session: AsyncSession, user: ShopperUser, body: ProfileIn) -> ShopperUser:
    for field, value in body.model_dump(exclude_unset=True).items():
        setattr(user, field, value)
    await session.commit()
    return user


async def saved_searches(session: AsyncSession, user: ShopperUser) -> list[SavedSearchOut]:
    rows = await session.scalars(
        select(SavedSearch)
        .where(SavedSearch.user_id == user.id)
        .order_by(SavedSearch.id.desc())
        .limit(MAX_SEARCHES)
    )
    return [SavedSearchOut.model_validate(r, from_attributes=True) for r in rows]


async def delete_user(session: AsyncSession, user: ShopperUser) -> None:
    # Sessions, watchlist and saved searches go with the user (ON DELETE CASCADE); the
    # verification log keeps its count but loses the person (SET NULL).
    await session.execute(delete(ShopperUser).where(ShopperUser.id == user.id))
    await session.commit()
