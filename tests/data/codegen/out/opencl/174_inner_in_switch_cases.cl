// `@inner` loops inside the cases of a `switch` in an `@outer` body (the mode is a kernel
// argument and the outer iterator), with a case that falls through into the next one, a
// `@shared` buffer and an `@exclusive` value that must survive into the loop after the
// `switch`; plus an `@inner` loop inside `while` with an early `break` of the `while`.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_innerInSwitch_0(const int nb, const int mode, __global const int *x, __global int *y) {
  __local int s[4];
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int t = 0 + get_local_id(0);
      e = x[b * 4 + t];
      s[t] = e;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    switch ((mode + b) % 3) {
      case 0:
        {
          int t = 0 + get_local_id(0);
          e += s[4 - 1 - t];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        ;
      case 1:
        {
          int t = 0 + get_local_id(0);
          e *= 2;
        }
        break;
      default:
        {
          int t = 0 + get_local_id(0);
          e = -e;
        }
        break;
    }
    int round = 0;
    while (true) {
      if (round == 3) {
        break;
      }
      {
        int t = 0 + get_local_id(0);
        e += round;
      }
      ++round;
    }
    {
      int t = 0 + get_local_id(0);
      y[b * 4 + t] = e;
    }
  }
}
