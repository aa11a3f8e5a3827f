// Standard attributes in front of statements other than declarations and null statements:
// `[[likely]]`/`[[unlikely]]` on expression statements, branches, `return`, a `case` label and
// the statement after one, an attributed block, an attributed `@atomic`, and
// `[[maybe_unused]]` on a label nothing jumps to (without it, -Wall -Werror rejects the label).
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_statementAttributes_0(const int n, __global const int *x, __global int *y, __global int *total) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i >= n) {
        return;
      }
      int r = 0;
      if (x[i] > 2) {
        {
          r = 1;
        }
      } else {
        r = 2;
      }
      r += x[i];
      switch (x[i] % 4) {
        case 1:
          r += 3;
          break;
        case 2:
          r -= 1;
          ;
        default:
          break;
      }
    scale:
      r *= 2;
      {
        r += 100 * (x[i] == 6);
      }
      y[i] = r;
      atomic_add(&*total, (r));
    }
  }
}
