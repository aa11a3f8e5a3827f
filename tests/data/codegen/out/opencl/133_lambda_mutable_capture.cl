// A `mutable` lambda with init-captures (`[k = 0, step = 2 * t + 1]`) keeps its own state
// across calls; an init-capture shadows a kernel variable of the same name, and a by-reference
// init-capture names an `@exclusive` scalar.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_lambdaMutable_0(const int nB, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    int sum;
    {
      int t = 0 + get_local_id(0);
      int step = 100;
      sum = 0;
      auto next = [k = 0, step = 2 * t + 1]() mutable {
        k += step;
        return k;
      };
      auto add = [&s = sum, b](int v) {
        s += v + b;
      };
      add(next());
      add(next());
      add(next());
      y[b * 4 + t] = sum + step;
    }
  }
}
