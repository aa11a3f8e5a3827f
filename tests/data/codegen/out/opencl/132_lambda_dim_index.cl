// Lambdas returning values used as `@dim` indices, and a lambda whose body calls a `@dim`
// accessor on the left of an assignment and reads an `@exclusive` scalar.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_lambdaDimIndex_0(const int nB, __global const float *x, __global float *y) {
  {
    int b = 0 + get_group_id(0);
    int col;
    {
      int t = 0 + get_local_id(0);
      auto rotate = [=](int k) {
        return (k + 1) % 4;
      };
      auto row = [&]() -> int {
        return nB - 1 - b;
      };
      col = rotate(t);
      auto store = [&](float v) {
        y[col + 4 * b] = v + x[t + 4 * row()];
      };
      store(10.0f * x[rotate(col) + 4 * b]);
    }
  }
}
