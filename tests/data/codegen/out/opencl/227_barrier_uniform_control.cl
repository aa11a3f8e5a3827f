// `@barrier` under uniform control flow between `@inner` loops: inside an `if` on a kernel
// argument, in both branches of an `if`/`else` on the `@outer` iterator, in a regular loop whose
// uniform `continue` skips a phase and whose `break` ends it, and after a `while` loop; the
// `@inner` bodies hold regular loops with their own `continue`/`break` (not uniform), and a
// `@shared` ping-pong buffer carries values between phases.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_barrierControl_0(const int nb, const int rounds, const int skip, __global const int *x, __global int *out) {
  __local int buf[2][8];
  {
    int b = 0 + get_group_id(0);
    int cur;
    {
      int t = 0 + get_local_id(0);
      cur = 0;
      buf[0][t] = x[b * 8 + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (skip > 0) {
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int t = 0 + get_local_id(0);
        buf[1][t] = buf[0][(t + 1) % 8];
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int t = 0 + get_local_id(0);
        buf[0][t] = buf[1][t] * 2;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int r = 0; r < rounds; ++r) {
      if (r == skip) {
        continue;
      }
      if (r > 5) {
        break;
      }
      {
        int t = 0 + get_local_id(0);
        int acc = 0;
        for (int k = 0; k < 8; ++k) {
          if ((k + t) % 3 == 0) {
            continue;
          }
          if (k > t + 4) {
            break;
          }
          acc += buf[cur][k];
        }
        buf[1 - cur][t] = acc % 1000;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int t = 0 + get_local_id(0);
        cur = 1 - cur;
      }
    }
    if (b % 2 == 0) {
      {
        int t = 0 + get_local_id(0);
        buf[1 - cur][t] = buf[cur][8 - 1 - t];
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    } else {
      {
        int t = 0 + get_local_id(0);
        buf[1 - cur][t] = -buf[cur][t];
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    int steps = 0;
    while (steps < 2) {
      {
        int t = 0 + get_local_id(0);
        int k = 0;
        do {
          if (k == t) {
            break;
          }
          buf[1 - cur][t] += 1;
        } while (++k < 3);
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      ++steps;
    }
    {
      int t = 0 + get_local_id(0);
      out[b * 8 + t] = buf[1 - cur][t] * 10 + cur;
    }
  }
}
