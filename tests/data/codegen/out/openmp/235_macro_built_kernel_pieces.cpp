// A kernel assembled from macros as libParanumal/nekRS write them: its name is pasted from a
// `-D` value through a two-level CAT (`massMatrix_N` ## p_N), the `@outer` header comes from a
// variadic macro, `@shared` declarations from a macro taking the extents as `__VA_ARGS__`,
// `#if p_N > 4` chooses a 2-D `@inner` nest over a flattened 1-D one, `_Pragma("unroll ...")`
// is built by stringizing a `-D` value, an `@exclusive` comes through `OKL("@exclusive")` and a
// macro is defined through `@directive("#define ...")`.
extern "C" void massMatrix_N6(const int &Nelements, const float *restrict_M, const float *q, float *Mq) {
  #pragma omp parallel for
  for (int e = 0; e < Nelements; ++e) {
    int _occa_exclusive_index;
    float s_q[(6 + 1) * (6 + 1)];
    float s_M[6 + 1][6 + 1 + 1];
    float scale[49];
    _occa_exclusive_index = 0;
    for (int j = 0; j < 6 + 1; ++j) {
      for (int i = 0; i < 6 + 1; ++i) {
        _occa_exclusive_index = 7 * j + i;
        const int n = j * (6 + 1) + i;
        s_q[n] = q[e * ((6 + 1) * (6 + 1)) + n];
        s_M[j][i] = restrict_M[n];
        scale[_occa_exclusive_index] = 1.0f + 0.5f * (e % 3);
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 6 + 1; ++j) {
      for (int i = 0; i < 6 + 1; ++i) {
        _occa_exclusive_index = 7 * j + i;
        float r = 0;
        #pragma GCC unroll (6 + 1)
        for (int k = 0; k < 6 + 1; ++k) {
          r += s_M[i][k] * s_q[j * (6 + 1) + k];
        }
        Mq[e * ((6 + 1) * (6 + 1)) + j * (6 + 1) + i] = scale[_occa_exclusive_index] * r;
      }
    }
  }
}
