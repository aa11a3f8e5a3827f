// A `mutable` lambda with init-captures (`[k = 0, step = 2 * t + 1]`) keeps its own state
// across calls; an init-capture shadows a kernel variable of the same name, and a by-reference
// init-capture names an `@exclusive` scalar.
int _occa_lambdaMutable_next(int *_occa_lambdaMutable_next_k, int _occa_lambdaMutable_next_step) {
  *_occa_lambdaMutable_next_k += _occa_lambdaMutable_next_step;
  return *_occa_lambdaMutable_next_k;
}

void _occa_lambdaMutable_add(int v, int *s, int b) {
  *s += v + b;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_lambdaMutable_0(const int nB, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    int sum;
    {
      int t = 0 + get_local_id(0);
      int step = 100;
      sum = 0;
      int _occa_lambdaMutable_next_k = 0;
      int _occa_lambdaMutable_next_step = 2 * t + 1;
      _occa_lambdaMutable_add(_occa_lambdaMutable_next(&_occa_lambdaMutable_next_k, _occa_lambdaMutable_next_step), &sum, b);
      _occa_lambdaMutable_add(_occa_lambdaMutable_next(&_occa_lambdaMutable_next_k, _occa_lambdaMutable_next_step), &sum, b);
      _occa_lambdaMutable_add(_occa_lambdaMutable_next(&_occa_lambdaMutable_next_k, _occa_lambdaMutable_next_step), &sum, b);
      y[b * 4 + t] = sum + step;
    }
  }
}
