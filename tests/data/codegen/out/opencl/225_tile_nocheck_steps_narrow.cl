// `@tile` with `check=false` over ranges the tile divides exactly: `+= 2` with `<=`, `-= 3`
// with `>=`, `i -= 1` down-counting with the iterator on the right (`0 < i`), `+= 4` over
// `long`; and checked tiles over narrow unsigned iterators whose last tile reaches below zero
// (`unsigned char g -= 10` down to 10, `unsigned short s -= 7` down to 10) or past the top
// (`unsigned char u += 3` up to 250), with an `@exclusive`
// counter in the element loop of an `@outer`-only tile.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileSteps_0(const int n, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int _occa_tiled_i = 0 + (4 * 2 * get_group_id(0));
    {
      int i = _occa_tiled_i + (2 * get_local_id(0));
      a[i] = i * 3 + 1;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_tileSteps_1(const int n, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int _occa_tiled_i = 35 - (2 * 3 * get_group_id(0));
    {
      int i = _occa_tiled_i - (3 * get_local_id(0));
      a[i + 1] += 1000;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_tileSteps_2(const int n, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int _occa_tiled_i = n - (8 * 1 * get_group_id(0));
    {
      int i = _occa_tiled_i - (1 * get_local_id(0));
      b[i - 1] = i;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileSteps_3(const int n, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    long _occa_tiled_l = -8 + (4 * 4 * (long) get_group_id(0));
    {
      long l = _occa_tiled_l + (4 * (long) get_local_id(0));
      b[l + 8 + 2] += (int)(l * 10);
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_tileSteps_4(const int n, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    unsigned char _occa_tiled_g = 250 - (3 * 10 * get_group_id(0));
    {
      unsigned char g = _occa_tiled_g - (10 * get_local_id(0));
      if ((int)(_occa_tiled_g - 10 * get_local_id(0)) <= _occa_tiled_g && (int)(_occa_tiled_g - 10 * get_local_id(0)) >= 10) {
        if (g >= 10) {
          c[g / 10] = g;
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileSteps_5(const int n, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    unsigned short _occa_tiled_s = 73 - (4 * 7 * get_group_id(0));
    for (unsigned short s = _occa_tiled_s; s > 7 && _occa_tiled_s - s < 4 * 7; s -= 7) {
      int cnt = s;
      {
        int t = 0 + get_local_id(0);
        cnt += t;
      }
      {
        int t = 0 + get_local_id(0);
        c[32 + s / 7 * 4 + t] = cnt * 2;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_tileSteps_6(const int n, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    unsigned char _occa_tiled_u = 1 + (8 * 3 * get_group_id(0));
    {
      unsigned char u = _occa_tiled_u + (3 * get_local_id(0));
      if ((int)(_occa_tiled_u + 3 * get_local_id(0)) <= 250) {
        if (u <= 250) {
          d[u / 3] = u;
        }
      }
    }
  }
}
