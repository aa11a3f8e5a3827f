// `sizeof` where a transpiler that changes how state is stored changes the answer: a padded
// struct (`double` + `char`), a struct of two `short`s and an `int`, `@exclusive` struct
// scalars and struct arrays in a 2-D work-group (one work-item's copy, not the group's),
// `@shared` arrays of structs and their rows, `sizeof` of an expression on `@exclusive`
// members, element counts `sizeof(a) / sizeof(a[0])` as regular loop bounds, and `sizeof` of
// `@exclusive` data outside `@inner` bodies, where it is not evaluated: in the extents of
// another `@exclusive` and of a `@shared` array, and in an `@inner` loop's bound.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef struct {
  double w;
  char tag;
} Weighted;

struct Packed {
  short a;
  short b;
  int c;
};

__kernel __attribute__((reqd_work_group_size(4, 3, 1))) void _occa_sizeofStateStructs_0(const int nb, __global int *sz, __global double *val) {
  __local Weighted sw[3][4];
  __local double pairSum[2];
  {
    int b = 0 + get_group_id(0);
    Weighted ew;
    struct Packed ep[5];
    long cnt;
    int hist[3];
    {
      int y = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        ew.w = b + 0.5 * x;
        ew.tag = (char)(y + 1);
        for (int k = 0; k < (int)(sizeof(ep) / sizeof(ep[0])); ++k) {
          ep[k].a = (short)(k + x);
          ep[k].b = (short)(k * y);
          ep[k].c = k;
        }
        cnt = sizeof(ep) + sizeof(ew);
        for (int k = 0; k < 3; ++k) {
          hist[k] = k * x + y;
        }
        if (x + y == 0) {
          pairSum[0] = 0.5;
          pairSum[1] = 0.25;
        }
        sw[y][x] = ew;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int y = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        const int id = (b * 3 + y) * 4 + x;
        __global int *o = sz + id * 8;
        o[0] = (int)sizeof(sw);
        o[1] = (int)sizeof(sw[0]);
        o[2] = (int)sizeof(ew);
        o[3] = (int)sizeof(ep);
        o[4] = (int)sizeof(ep[0].a + ep[0].b) + (int)sizeof(ew.tag);
        o[5] = (int)cnt;
        o[6] = (int)sizeof(hist) + 100 * hist[2];
        o[7] = (int)(sizeof(pairSum) * (pairSum[0] + pairSum[1]) * 4);
        double acc = 0.0;
        for (unsigned int k = 0; k < sizeof(ep) / sizeof(*ep); ++k) {
          acc += ep[k].a * 100 + ep[k].b * 10 + ep[k].c;
        }
        val[id * 2] = acc;
        val[id * 2 + 1] = sw[(y + 1) % 3][4 - 1 - x].w * sw[y][x].tag;
      }
    }
  }
}
