/** OpenCC's dictionaries as opencc-js ships them: `from to|from to|…`. */
declare module 'opencc-js/dict/*' {
  const dictionary: string
  export default dictionary
}
