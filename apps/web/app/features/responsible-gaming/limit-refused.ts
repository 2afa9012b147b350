/** The message a game frame posts to the page around it when the casino refused a bet for a limit. */
export const LIMIT_REFUSED_MESSAGE = 'fortuna:rg-refused';
