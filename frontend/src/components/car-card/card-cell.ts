/**
 * A grid cell of a car card. A cell the screen does not show is neither styled nor laid out until
 * the shopper scrolls near it: a page of cards' first layouts were its longest tasks on a phone.
 * Until then it holds about a card's height (then the height it last had), so the page's length
 * and the scrollbar stay as they will be. Nothing in a card draws outside it (paint containment).
 */
export const CARD_CELL = "[content-visibility:auto] [contain-intrinsic-height:auto_32rem]";
