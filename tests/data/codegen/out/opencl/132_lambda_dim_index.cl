// Lambdas returning values used as `@dim` indices, and a lambda whose body calls a `@dim`
// accessor on the left of an assignment and reads an `@exclusive` scalar.
int _occa_lambdaDimIndex_rotate(int k) {
  return (k + 1) % 4;
}

int _occa_lambdaDimIndex_row(const int nB, int b) {
  return nB - 1 - b;
}

void _occa_lambdaDimIndex_store(float v, __global float *y, int col, int b, __global const float *x, int t, const int nB) {
  y[col + 4 * b] = v + x[t + 4 * _occa_lambdaDimIndex_row(nB, b)];
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_lambdaDimIndex_0(const int nB, __global const float *x, __global float *y) {
  {
    int b = 0 + get_group_id(0);
    int col;
    {
      int t = 0 + get_local_id(0);
      col = _occa_lambdaDimIndex_rotate(t);
      _occa_lambdaDimIndex_store(10.0f * x[_occa_lambdaDimIndex_rotate(col) + 4 * b], y, col, b, x, t, nB);
    }
  }
}
