// `@exclusive` storage sized from constant `@inner` loops written in unusual forms: inclusive
// `>=` with `-= 3` through negative values, an `unsigned char` iterator `c -= 5` down to 240,
// iterator on the right (`2 * NB >= t`) with `+= NB`, and a 2-D nest `<=`/`>` mixing; every
// work-item must keep its own value (too small storage would alias work-items).
__kernel __attribute__((reqd_work_group_size(5, 1, 1))) void _occa_exclusiveOddForms_0(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    int v;
    {
      int t = 10 - (3 * get_local_id(0));
      v = b * 100 + t;
    }
    {
      int t = 10 - (3 * get_local_id(0));
      out[b * 40 + (10 - t) / 3] = v;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_exclusiveOddForms_1(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    int v;
    {
      unsigned char c = 250 - (5 * get_local_id(0));
      v = b * 1000 + c;
    }
    {
      unsigned char c = 250 - (5 * get_local_id(0));
      out[b * 40 + 5 + (250 - c) / 5] = v;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 4, 1))) void _occa_exclusiveOddForms_2(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    long w[2];
    {
      int y = 1 + get_local_id(1);
      {
        int t = 0 + (3 * get_local_id(0));
        w[0] = b * 10000 + y * 100 + t;
        w[1] = -w[0];
      }
    }
    {
      int y = 1 + get_local_id(1);
      {
        int t = 0 + (3 * get_local_id(0));
        out[b * 40 + 8 + (y - 1) * 3 + t / 3] = (int)(w[0] + w[1] + w[0]);
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 3, 1))) void _occa_exclusiveOddForms_3(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    int v;
    {
      int y = 7 - get_local_id(1);
      {
        int x = -1 + get_local_id(0);
        v = y * 10 + x;
      }
    }
    {
      int y = 7 - get_local_id(1);
      {
        int x = -1 + get_local_id(0);
        out[b * 40 + 20 + (7 - y) * 3 + (x + 1)] = v + b;
      }
    }
  }
}
