typedef float *mat3x4_t @dim(3, 4);
typedef float sh_float_t @shared;
@kernel void transposeLike(int *m @dim(4, 8) @dimOrder(1, 0), mat3x4_t a, float *out) {
  for (int i = 0; i < 4; ++i; @outer) {
    sh_float_t buf[8];
    for (int j = 0; j < 8; ++j; @inner) {
      buf[j] = m(i, j) + a(i % 3, j % 4);
    }
    for (int j = 0; j < 8; ++j; @inner) {
      out[i * 8 + j] = buf[7 - j];
    }
  }
}
[[okl_kernel("")]] void normalizedAdd(const int n, const float *x, float *y) {
  [[okl_tile("(32,@outer,@inner,check=true)")]] for (int i = 0; i < n; ++i) {
    y[i] += x[i];
  }
}
template <typename T>
T twice(T v) { return v + v; }
template <typename T>
@kernel void scaleT(const int n, const T *x, T *y) {
  for (int i = 0; i < n; ++i; @tile(64, @outer, @inner)) {
    y[i] = twice(x[i]);
  }
}
