// `@shared` extents and `@inner` bounds written with C++ constant expressions that name
// their constants through a scope: a namespace `constexpr`, a `static constexpr` member, a
// class-scope enumerator and a scoped enumerator (spec §3.4, §5.3: "compile-time constant").
// The `@exclusive` variable needs the inner extent as a number on host targets.
__constant const int cfg__W = 8;

struct Block {
};

enum Lanes {
  Lanes__count = 8
};

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_qualifiedConstants_0(const int nB, __global const int *x, __global int *y) {
  __local int s[8];
  __local int m[2][4];
  {
    int b = 0 + get_group_id(0);
    int mine;
    {
      int t = 0 + get_local_id(0);
      mine = x[b * 8 + t];
      s[t] = mine;
      m[t / 4][t % 4] = 2 * mine;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      y[b * 8 + t] = mine + s[8 - 1 - t] + m[1 - t / 4][t % 4];
    }
  }
}
