// Runtime @inner extents with @max_inner_dims(8, 4): statements using an @exclusive in the body of
// the outer @inner level run once per work-item of the runtime x extent `nx` (the @atomic too).
__kernel void _occa_exclusiveMidMaxInner_0(const int nB, const int nx, const int ny, __global const int *x, __global int *y, __global int *cnt) {
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int ty = 0 + get_local_id(1);
      e = x[b * ny + ty];
      {
        int tx = 0 + get_local_id(0);
        e += tx;
      }
      e *= 2;
      atomic_add(&cnt[b], (e));
      {
        int tx = 0 + get_local_id(0);
        y[(b * ny + ty) * nx + tx] = e;
      }
    }
  }
}
