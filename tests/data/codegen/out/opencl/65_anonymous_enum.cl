// Enumerators of an anonymous `enum` used as @inner bounds and in expressions,
// next to a named enum and a typedef'd anonymous enum.
enum {
  TILE = 8,
  HALF = TILE / 2
};

enum Mode {
  ADD = 1,
  SUB = 2
};

typedef enum {
  LOW,
  HIGH
} level_t;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_anonymousEnum_0(const int nB, __global const int *x, __global int *y) {
  __local int s[8];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      s[t] = x[b * TILE + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < HALF) {
        const level_t lv = t % 2 ? HIGH : LOW;
        const enum Mode m = lv == HIGH ? SUB : ADD;
        y[b * HALF + t] = m == ADD ? s[2 * t] + s[2 * t + 1] : s[2 * t] - s[2 * t + 1];
      }
    }
  }
}
