// helper loop written with an OKL error
inline void helper(float *a) {
  for (int i = 0; i < 4; ++i; @inner) {
    a[i] = 0;
  }
}
