// Control flow inside `@inner` bodies between barrier-separated phases of a regular loop: a
// `do`/`while` with `continue` (which jumps to the condition), a `switch` with fallthrough
// and a `default` in the middle, a backward `goto` loop and a forward `goto` past a block, a
// `continue` in a regular `for` inside the body; `@barrier` after each phase and `@barrier`
// inside an `if` on the regular loop's counter. `@shared` ping-pong buffers and an `@exclusive`
// carry connect the phases.
__kernel __attribute__((reqd_work_group_size(6, 1, 1))) void _occa_controlPhases_0(const int n, const int rounds, __global int *out) {
  __local int buf[2][6];
  {
    int g = 0 + get_group_id(0);
    int carry;
    {
      int t = 0 + get_local_id(0);
      buf[0][t] = g + t;
      carry = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int r = 0; r < rounds; ++r) {
      const int src = r % 2;
      const int dst = 1 - src;
      {
        int t = 0 + get_local_id(0);
        int v = buf[src][(t + 1) % 6];
        int k = 0;
        do {
          ++k;
          if (k == 2) {
            continue;
          }
          v += k;
        } while (k < 4);
        switch ((t + r) % 4) {
          case 0:
            v *= 2;
          default:
            v += 1;
          case 2:
            v += 10;
            break;
          case 3:
            v -= 3;
        }
        int steps = 0;
      again:
        if (steps < t % 3) {
          ++steps;
          v += 100;
          goto again;
        }
        if (v % 2 == 0) {
          goto skip;
        }
        v += 1000;
      skip:
        for (int j = 0; j < 4; ++j) {
          if (j == t % 4) {
            continue;
          }
          carry += j;
        }
        buf[dst][t] = v % 100000;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      if (r % 2 == 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
      }
    }
    {
      int t = 0 + get_local_id(0);
      out[(g * 6 + t) * 2] = buf[rounds % 2][t];
      out[(g * 6 + t) * 2 + 1] = carry;
    }
  }
}
