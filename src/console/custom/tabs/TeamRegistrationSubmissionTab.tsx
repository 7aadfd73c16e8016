const T = () => null; export default T;
