// Compound assignments whose result is narrowed on store, on `@exclusive` and `@shared` state
// of an 8-bit/16-bit histogram kernel: `short s += 70000` (computed in int, stored mod 2^16),
// `unsigned char` counters `+= 250` and `*= 3`, `unsigned short -= 1` from 0, `signed char`
// `<<= 2`, `int /= 2.5` and `int *= 0.5f` (computed in floating point, truncated), `float
// += double`, and `%=`/`>>=`/`^=` on `@shared` `unsigned short` cells read by a neighbour
// after the next barrier.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_compoundNarrowingState_0(const int nb, __global const short *s0, __global int *out, __global unsigned int *hist) {
  __local unsigned char h8[8];
  __local unsigned short h16[8];
  {
    int b = 0 + get_group_id(0);
    short s;
    unsigned short us;
    signed char sc;
    int q;
    float f;
    {
      int t = 0 + get_local_id(0);
      const int id = b * 8 + t;
      s = s0[id];
      s += 70000;
      us = (unsigned short)t;
      us -= 1;
      sc = (signed char)(t * 9 + 3);
      sc <<= 2;
      q = id * 7 - 20;
      q /= 2.5;
      f = 0.5f;
      f += 0.25;
      h8[t] = (unsigned char)(id * 40);
      h8[t] += 250;
      h16[t] = (unsigned short)(id * 5000);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const int id = b * 8 + t;
      h8[t] *= 3;
      h16[t] %= 7000;
      h16[t] >>= t % 4;
      h16[t] ^= 0x5A5Au;
      q *= 0.5f;
      f += q;
      __global int *o = out + id * 5;
      o[0] = s;
      o[1] = us;
      o[2] = sc;
      o[3] = q;
      o[4] = (int)(f * 4.0f);
      hist[id * 2] = h8[t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      hist[(b * 8 + t) * 2 + 1] = h16[(t + 3) % 8];
    }
  }
}
